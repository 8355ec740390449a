import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushSubscriptionList } from '#shared/schemas/pushSubscriptions';
import { getJson } from '../../api/http.ts';
import { Card } from '../ui/misc.tsx';
import { PushSwitch } from './PushSwitch.tsx';
import { usePushDevice } from './usePushDevice.ts';

const LIST_KEY = ['account', 'push-subscriptions'] as const;

/**
 * The account settings' push card (lazy): the switch for this device, and every browser of the
 * account that has push on. Not shown where push cannot work and no browser has it on.
 */
export default function PushSettings() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: () => getJson<PushSubscriptionList>('/api/account/push-subscriptions'),
  });
  const device = usePushDevice(() => void queryClient.invalidateQueries({ queryKey: LIST_KEY }));
  const browsers = list.data ?? [];
  if (device.state === 'checking' || (device.state === 'unavailable' && browsers.length === 0)) {
    return null;
  }
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Push notifications</h2>
      <p className="mt-1 text-sm text-slate-600">
        A notification on your device when a company you follow gets a new review (besides the daily
        mail).
      </p>
      <div className="mt-4">
        {device.state === 'unavailable' ? (
          <p className="text-sm text-slate-600">This browser cannot receive push notifications.</p>
        ) : (
          <PushSwitch device={device} label="Push notifications on this device" />
        )}
      </div>
      {browsers.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-slate-800">
            Browsers with push on ({browsers.length})
          </h3>
          <ul className="mt-1 grid gap-1 text-sm text-slate-600">
            {browsers.map((browser) => (
              <li key={browser.endpoint}>
                {browser.endpoint === device.endpoint ? 'This device' : 'Another browser'} · on
                since {new Date(browser.createdAt).toLocaleDateString()} ·{' '}
                {browser.lastSuccessAt
                  ? `last notified ${new Date(browser.lastSuccessAt).toLocaleDateString()}`
                  : 'not notified yet'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
