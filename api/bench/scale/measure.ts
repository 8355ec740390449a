import autocannon from 'autocannon';
import type { BenchRequest } from './endpoints.ts';

export interface Measurement {
  connections: number;
  seconds: number;
  requests: number;
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Answers other than 2xx, and connection errors/timeouts. */
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/** What a browser sends with every request (the app may compress; the floor ignores it). */
const BROWSER_HEADERS = {
  accept: 'application/json',
  'accept-encoding': process.env.BENCH_SCALE_ACCEPT_ENCODING ?? 'gzip, deflate, br',
};

/**
 * Load at a fixed number of connections for `seconds` with autocannon, each request the next of
 * `next()` (autocannon's request builder), and the latency percentiles of the answers.
 */
export async function measure(
  url: string,
  next: () => BenchRequest,
  connections: number,
  seconds: number,
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const spec = next();
          return {
            ...request,
            method: spec.method,
            path: spec.path,
            headers: { ...BROWSER_HEADERS, ...(spec.headers ?? {}) },
            body: spec.body,
          } as typeof request;
        },
      },
    ],
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
  );
  const total = result.requests.total;
  return {
    connections,
    seconds: result.duration,
    requests: total,
    rps: Math.round((total / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}
