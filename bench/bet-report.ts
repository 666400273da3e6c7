// How the betting benchmarks turn their clients' reports into lines and measurements.
import type { Measurement } from './benchmark';
import type { BetLoadReport } from './bet-clients';

export const perSecond = (report: BetLoadReport) => report.ops / report.seconds;

export const asMeasurement = (report: BetLoadReport): Measurement => ({ requestsPerSecond: perSecond(report), latencyP50: report.p50, latencyP99: report.p99, requests: report.ops });

export const betLine = (name: string, report: BetLoadReport) =>
  `  ${name.padEnd(36)} ${Math.round(perSecond(report)).toLocaleString('en-US').padStart(6)} bets/s, p50 ${report.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} ms`;

/** The window of median throughput. */
export function median(reports: BetLoadReport[]): BetLoadReport {
  const sorted = [...reports].sort((a, b) => perSecond(a) - perSecond(b));
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no window was measured');
  return middle;
}
