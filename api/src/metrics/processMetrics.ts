import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * What belongs to the process rather than to one app: memory, CPU, event-loop lag (prom-client's
 * defaults) and mail failures (mail is sent from services, jobs and the CLI alike). One
 * registry per process, created once.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const mailFailures = new Counter({
  name: 'mail_failures_total',
  help: 'Messages that could not be sent (SMTP refused or unreachable, or the mail folder unwritable)',
  registers: [processRegistry],
});

export function countMailFailure(): void {
  mailFailures.inc();
}
