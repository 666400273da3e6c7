// What every `bench/*.bench.ts` exports as `benchmark`, and what `bench/run.ts` prints from it.

/** One load run against one server. */
export interface Measurement {
  requestsPerSecond: number;
  /** Milliseconds. */
  latencyP50: number;
  /** Milliseconds. */
  latencyP99: number;
  requests: number;
}

export interface BenchmarkResult {
  /** The thing we build, measured. */
  ours: Measurement;
  /** The baseline measured in the same run on the same machine (DESIGN §6). */
  baseline: Measurement;
  baselineName: string;
  /** What `requestsPerSecond` counts a second, when not requests (for example frames). */
  unit?: string;
  /** A quantity that is not a rate (megabytes of memory): printed as it is, with no latencies. */
  quantity?: boolean;
}

export interface Benchmark {
  name: string;
  /** One line: what is measured against what. */
  description: string;
  run(): Promise<BenchmarkResult>;
}

/** Throughput relative to the baseline: 1 means as fast as the baseline, 0.5 half as fast. */
export function ratio(result: BenchmarkResult): number {
  return result.ours.requestsPerSecond / result.baseline.requestsPerSecond;
}

export function isBenchmark(value: unknown): value is Benchmark {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'description' in value &&
    typeof value.description === 'string' &&
    'run' in value &&
    typeof value.run === 'function'
  );
}

/** A quantity (megabytes, milliseconds of LCP) in a rate's place, for a result with `quantity: true`. */
export function quantityMeasurement(value: number): Measurement {
  return { requestsPerSecond: value, latencyP50: 0, latencyP99: 0, requests: 1 };
}
