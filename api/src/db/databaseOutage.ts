import type { Knex } from 'knex';
import type { Logger } from 'pino';

// Socket errors of a server that went away, and PostgreSQL's own "go away" codes: admin
// shutdown, crash shutdown, cannot connect now, connection exceptions, too many connections.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended unexpectedly|Knex: Timeout acquiring a connection/i;

/**
 * Whether `error` says the database cannot be reached (rather than that a query was wrong).
 * Looks through the wrappers: objection's `nativeError`, `cause`, and Node's AggregateError for
 * a host with several addresses.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (error.name === 'KnexTimeoutError' || CONNECTION_MESSAGES.test(error.message)) return true;
  const inner = [
    (error as { nativeError?: unknown }).nativeError,
    error.cause,
    ...(error instanceof AggregateError ? error.errors : []),
  ];
  return inner.some((cause) => isConnectionError(cause, depth + 1));
}

const PROBE_INTERVAL_MS = 2_000;

/**
 * Tracks one outage of the database at a time, so that losing it is one warning (not a stack
 * per request) and getting it back is one line: the first connection error logs and starts a
 * probe (`select 1` every 2 s); the first probe that succeeds logs the recovery and stops.
 */
export class DatabaseOutage {
  private since: number | undefined;
  private failures = 0;
  private probe: NodeJS.Timeout | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly probeIntervalMs = PROBE_INTERVAL_MS,
    /** What the owner does meanwhile: the HTTP app answers 503, the job runner waits. */
    private readonly downMessage = 'database unavailable: answering 503 until it is back',
  ) {}

  /** Seconds a client should wait before retrying (the `Retry-After` of a 503). */
  get retryAfterSeconds(): number {
    return Math.ceil(this.probeIntervalMs / 1000) + 1;
  }

  /** Counts a connection error; the first of an outage is logged. */
  report(error: unknown): void {
    this.failures += 1;
    if (this.since !== undefined) return;
    this.since = Date.now();
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn({ reason }, this.downMessage);
    this.probe = setInterval(() => void this.check(), this.probeIntervalMs);
    this.probe.unref();
  }

  stop(): void {
    clearInterval(this.probe);
    this.probe = undefined;
  }

  private async check(): Promise<void> {
    try {
      await this.knex.raw('select 1');
    } catch {
      return;
    }
    if (this.since === undefined || this.probe === undefined) return;
    this.stop();
    this.logger.info(
      { downForMs: Date.now() - this.since, failedRequests: this.failures },
      'database recovered',
    );
    this.since = undefined;
    this.failures = 0;
  }
}
