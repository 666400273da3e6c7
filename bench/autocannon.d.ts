// The part of autocannon 9's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Worker threads firing the requests; 0 fires them from the calling thread. */
      workers?: number;
      headers?: Record<string, string>;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      /** A first run whose numbers are thrown away (JIT, caches, connection set-up). */
      warmup?: { connections?: number; duration?: number };
    }

    /** Percentiles as autocannon names them: p50, p97_5, p99 … */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      url: string;
      /** Requests completed per second, sampled once a second. */
      requests: Histogram;
      /** Milliseconds from request to response. */
      latency: Histogram;
      /** Bytes per second. */
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** Seconds actually measured. */
      duration: number;
    }
  }

  function autocannon(options: autocannon.Options): PromiseLike<autocannon.Result>;
  export = autocannon;
}
