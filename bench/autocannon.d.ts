/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Client {
      setHeadersAndBody(headers: Record<string, string>, body: string): void;
      on(event: 'response', listener: () => void): void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      setupClient?: (client: Client) => void;
      /** Requests per second over all connections (a steady rate instead of as fast as answered). */
      overallRate?: number;
      /** A request sequence; setupRequest may change each request (its path, say) before it is sent. */
      requests?: Array<{ setupRequest?: (request: RequestParams) => RequestParams }>;
    }
    interface RequestParams {
      path: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      /** Only on `requests`: how many were answered. */
      total: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      non2xx: number;
      '2xx': number;
      /** Answers by status code. */
      statusCodeStats: Record<string, { count: number }>;
      /** Bytes received: `total` over the run. */
      throughput: Histogram;
    }
  }
  function autocannon(options: autocannon.Options, callback: (err: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
