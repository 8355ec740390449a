import type { OutboxItem } from '../../../offline/types.ts';

/** A queued question or answer where it will appear: its text, marked "Pending" or "Not sent". */
export function PendingText({ item, text }: { item: OutboxItem; text: string }) {
  const failed = item.status === 'failed';
  return (
    <>
      <p className={`text-sm font-medium ${failed ? 'text-red-800' : 'text-amber-800'}`}>
        {failed ? `Not sent: ${item.error ?? 'refused by the server'}` : 'Pending'}
      </p>
      <p className="mt-0.5 whitespace-pre-line text-slate-800">{text}</p>
    </>
  );
}
