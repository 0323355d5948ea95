// The slice of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
    /** Responses by status code ('201': { count: 100 }). */
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Stop after this many requests in all (duration is then ignored). */
    amount?: number;
    /** Requests sent in turn; setupRequest may change each one (its path, its headers) before it goes. */
    requests?: {
      setupRequest?(request: { path: string; headers?: Record<string, string> }): { path: string; headers?: Record<string, string> };
    }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
