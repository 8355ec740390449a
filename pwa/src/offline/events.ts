import type { OutboxItem } from './types.ts';

/** What became of an item; broadcast to every tab, since the runner may be another tab. */
export type OutboxEvent =
  | { type: 'done'; id: string; item: OutboxItem; answer: unknown }
  | { type: 'queued'; id: string }
  | {
      type: 'rejected' | 'dropped';
      id: string;
      item: OutboxItem;
      status: number;
      statusText: string;
      bodyText: string;
    };

/** The outcome of one HTTP attempt; `status` is undefined when no answer arrived. */
export interface AttemptResult {
  status?: number;
  statusText: string;
  bodyText: string;
  /** The server's `message`, else the body text. */
  message: string;
  retryAfter: string | null;
}
