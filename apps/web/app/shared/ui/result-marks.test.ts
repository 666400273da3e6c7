// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

// The result marks (result-marks.module.css) are one style: the team's win and loss badges and the
// cricket tracker's boundary and wicket balls compose it, compiled as the build compiles them.

const fileOf = (path: string) => fileURLToPath(new URL(path, import.meta.url));

async function classesOf(path: string): Promise<Record<string, string>> {
  const file = fileOf(path);
  const config = await resolveConfig({ configFile: false, root: fileOf('../..'), logLevel: 'silent' }, 'build');
  const { modules } = await preprocessCSS(await readFile(file, 'utf8'), file, config);
  return modules ?? {};
}

describe('the result marks', () => {
  it('are the same classes in the team and cricket pages', async () => {
    const marks = await classesOf('./result-marks.module.css');
    const team = await classesOf('../../features/team/team.module.css');
    const cricket = await classesOf('../../features/cricket/cricket.module.css');
    expect(Object.keys(marks)).toEqual(['mark', 'good', 'bad']);
    const composed = (classes: string | undefined) => classes?.split(' ').slice(1);
    expect(composed(team.badge)).toEqual([marks.mark]);
    expect(composed(team.win)).toEqual([marks.good]);
    expect(composed(team.loss)).toEqual([marks.bad]);
    expect(composed(cricket.ball)).toEqual([marks.mark]);
    expect(composed(cricket.boundary)).toEqual([marks.good]);
    expect(composed(cricket.out)).toEqual([marks.bad]);
  });
});
