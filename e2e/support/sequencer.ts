import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The order of test files (vitest's own, longest and failed first), with the end-to-end files on
// the same shared site (shared-sites.ts) next to each other, so that each shared site starts once.

const SHARED_KIND = /sharedSite\('([a-z]+)'\)|\b(officeSite)\(\)/;

function sharedKindOf(spec: TestSpecification): string | undefined {
  if (spec.project.name !== 'e2e') return undefined;
  const match = SHARED_KIND.exec(fs.readFileSync(spec.moduleId, 'utf8'));
  if (!match) return undefined;
  return match[1] ?? 'office';
}

export class SharedSiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const kinds = sorted.map(sharedKindOf);
    // Each kind's files move up to where its first file is; the rest keep their order.
    const placed = new Set<string>();
    const order: TestSpecification[] = [];
    sorted.forEach((spec, index) => {
      const kind = kinds[index];
      if (kind === undefined) return void order.push(spec);
      if (placed.has(kind)) return;
      placed.add(kind);
      sorted.forEach((other, at) => kinds[at] === kind && order.push(other));
    });
    return order;
  }
}
