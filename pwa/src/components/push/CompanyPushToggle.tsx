import { PushSwitch } from './PushSwitch.tsx';
import { usePushDevice } from './usePushDevice.ts';

/**
 * Beside "Subscribed" on a company page (lazy: only a follower's browser loads it). Push is per
 * device, for every company the account follows, and the text says so.
 */
export default function CompanyPushToggle() {
  const device = usePushDevice();
  return <PushSwitch device={device} label="Push notifications on this device" />;
}
