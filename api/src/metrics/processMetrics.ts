import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * What belongs to the process rather than to one app: memory, CPU, event-loop lag (prom-client's
 * defaults), mail failures (mail is sent from services, jobs and the CLI alike) and Web Push
 * failures (sent by the job runner of any instance). One
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

const pushFailures = new Counter({
  name: 'push_failures_total',
  help: 'Web Push messages a push service did not accept (unreachable, timed out, or an error status other than 404/410, which end the subscription)',
  labelNames: ['reason'],
  registers: [processRegistry],
});

/** `reason`: `status` (the push service answered an error) or `network` (no answer). */
export function countPushFailure(reason: 'status' | 'network'): void {
  pushFailures.inc({ reason });
}
