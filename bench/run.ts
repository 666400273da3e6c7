// `npm run bench [-- <name>…]`: runs every `bench/*.bench.ts` in turn (or those named) and prints
// each one's throughput against its same-run baseline, then a summary table. Benchmarks never run
// inside the test suite (DESIGN §6); they send loopback traffic only. `BENCH_DURATION=<seconds>`
// (1–30, default 5) sets how long each server is loaded; `BENCH_OPERATIONS` how many operations the
// fault benchmark sends. The ledger benchmarks make a database of their own on PostgreSQL
// (TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/test) and drop it afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBenchmark, ratio, type BenchmarkResult } from './benchmark';
import { loadDuration } from './load';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

interface Row {
  name: string;
  result?: BenchmarkResult;
  error?: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(names: string[]): Promise<number> {
  const files = fs
    .readdirSync(benchDir)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => names.length === 0 || names.includes(file.replace(/\.bench\.ts$/, '')))
    .sort();
  if (files.length === 0) {
    process.stderr.write(`No benchmark matches ${names.join(', ')}.\n`);
    return 1;
  }
  process.stdout.write(`${files.length} benchmark(s), ${loadDuration()} s of load per server after a 1 s warm-up\n\n`);

  const rows: Row[] = [];
  for (const file of files) {
    const loaded: unknown = await import(pathToFileURL(path.join(benchDir, file)).href);
    const benchmark = typeof loaded === 'object' && loaded !== null && 'benchmark' in loaded ? loaded.benchmark : undefined;
    if (!isBenchmark(benchmark)) {
      rows.push({ name: file, error: 'does not export a `benchmark`' });
      continue;
    }
    process.stdout.write(`${benchmark.name}: ${benchmark.description}\n`);
    try {
      const result = await benchmark.run();
      rows.push({ name: benchmark.name, result });
      process.stdout.write(`${headline(benchmark.name, result)}\n\n`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      rows.push({ name: benchmark.name, error: message });
      process.stdout.write(`  failed: ${message}\n\n`);
    }
  }
  process.stdout.write(`${summary(rows)}\n`);
  return rows.some((row) => row.error !== undefined) ? 1 : 0;
}

function headline(name: string, result: BenchmarkResult): string {
  const { ours, baseline } = result;
  const unit = result.unit ?? 'req/s';
  if (result.quantity)
    return [
      `  ${name}: ratio ${decimal(2).format(ratio(result))} (ours ÷ ${result.baselineName})`,
      `  ours      ${integer.format(ours.requestsPerSecond)} ${unit}`,
      `  baseline  ${integer.format(baseline.requestsPerSecond)} ${unit}`,
    ].join('\n');
  return [
    `  ${name}: ratio ${decimal(2).format(ratio(result))} (ours ÷ ${result.baselineName})`,
    `  ours      ${integer.format(ours.requestsPerSecond)} ${unit}, p99 ${decimal(1).format(ours.latencyP99)} ms (${integer.format(ours.requests)} in all)`,
    `  baseline  ${integer.format(baseline.requestsPerSecond)} ${unit}, p99 ${decimal(1).format(baseline.latencyP99)} ms (${integer.format(baseline.requests)} in all)`,
  ].join('\n');
}

function summary(rows: Row[]): string {
  const header = ['benchmark', 'ours', 'baseline', 'unit', 'ratio', 'ours p99 ms', 'baseline p99 ms'];
  const cells = rows.map((row) =>
    row.result === undefined
      ? [row.name, 'failed', '', '', '', '', '']
      : [
          row.name,
          integer.format(row.result.ours.requestsPerSecond),
          integer.format(row.result.baseline.requestsPerSecond),
          row.result.unit ?? 'req/s',
          decimal(2).format(ratio(row.result)),
          row.result.quantity ? '' : decimal(1).format(row.result.ours.latencyP99),
          row.result.quantity ? '' : decimal(1).format(row.result.baseline.latencyP99),
        ],
  );
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)));
  const line = (cell: string[]) => cell.map((text, column) => (column === 0 ? text.padEnd(widths[column] ?? 0) : text.padStart(widths[column] ?? 0))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
