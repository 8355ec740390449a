import { CloudOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { loadOffline } from '../../offline/loadOffline.ts';
import { useOutboxItems } from '../../offline/outboxSnapshot.ts';
import { useOnline } from '../../offline/useOnline.ts';
import { Button } from '../ui/Button.tsx';

/**
 * Under the navigation bar: "offline" while the network is gone, and how many writes wait in
 * the outbox (with "Sync now") whenever some do. Nothing at all otherwise.
 */
export function OfflineBanner() {
  const online = useOnline();
  const items = useOutboxItems();
  const failed = items.filter((item) => item.status === 'failed').length;
  const waiting = items.length - failed;
  if (online && items.length === 0) return null;
  return (
    <div
      role="status"
      className={`border-b px-4 py-2 text-sm ${online ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-slate-300 bg-slate-100 text-slate-800'}`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1">
        {!online && (
          <p className="flex items-center gap-2 font-medium">
            <CloudOff aria-hidden="true" className="size-4" />
            You are offline. Companies you have opened are still here, and what you write is saved
            on this device.
          </p>
        )}
        {items.length > 0 && (
          <p>
            <Link to="/outbox" className="font-medium underline">
              {waiting > 0 && `${waiting} pending`}
              {waiting > 0 && failed > 0 && ', '}
              {failed > 0 && `${failed} not sent`}
            </Link>
          </p>
        )}
        {online && waiting > 0 && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void loadOffline().then(({ outbox }) => outbox.retryAll())}
          >
            Sync now
          </Button>
        )}
      </div>
    </div>
  );
}
