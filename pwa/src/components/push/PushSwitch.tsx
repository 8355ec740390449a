import { useId } from 'react';
import { Switch } from '../ui/Switch.tsx';
import type { PushDevice } from './usePushDevice.ts';

/**
 * The switch for push on this device, with what it does and, after a failed change, why. It
 * shows nothing while push is unavailable here: no switch that cannot work.
 */
export function PushSwitch({ device, label }: { device: PushDevice; label: string }) {
  const describedBy = useId();
  if (device.state === 'checking' || device.state === 'unavailable') return null;
  const on = device.state === 'on';
  return (
    <div className="grid gap-1">
      <Switch
        label={label}
        checked={on}
        disabled={device.busy}
        onCheckedChange={device.setOn}
        describedBy={describedBy}
      />
      <p id={describedBy} className="text-xs text-slate-600">
        {device.busy
          ? 'Working…'
          : on
            ? 'This device gets a notification when a company you follow gets a new review.'
            : 'Off on this device.'}
      </p>
      {device.error && (
        <p role="alert" className="text-sm text-red-700">
          {device.error}
        </p>
      )}
    </div>
  );
}
