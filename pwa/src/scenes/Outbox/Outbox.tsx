import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { Button } from '../../components/ui/Button.tsx';
import { loadOffline } from '../../offline/loadOffline.ts';
import { useOutboxItems } from '../../offline/outboxSnapshot.ts';
import { OutboxItemCard } from './OutboxItemCard.tsx';

/** Everything written on this device that is not on the server yet, pending or refused. */
export function Outbox() {
  usePageMeta('Outbox', 'What you wrote on this device that is waiting to be sent.');
  const items = useOutboxItems();
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Outbox</h1>
      <p className="text-slate-700">
        What you wrote on this device that is not on the server yet. Pending items are sent by
        themselves when the connection allows.
      </p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          Nothing is waiting to be sent.
        </p>
      ) : (
        <>
          <div>
            <Button
              size="sm"
              onClick={() => void loadOffline().then(({ outbox }) => outbox.retryAll())}
            >
              Sync now
            </Button>
          </div>
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <OutboxItemCard item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
