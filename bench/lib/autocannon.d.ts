/** The part of autocannon 9's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Sent in turn by each connection; `setupRequest` rewrites each one just before it is sent. */
    requests?: AutocannonRequest[];
  }
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** `context` is the connection's own, kept between its requests. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
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
    /** How many answers were 2xx. */
    '2xx': number;
    /** Seconds the run actually took. */
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
