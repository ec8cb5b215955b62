/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
  }
  interface Stats {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    /** Per-second samples of completed requests. */
    requests: Stats;
    /** Milliseconds per request. */
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
