import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from '../../api/http.ts';
import { PushUnavailableError, pushSetup, turnPushOff, turnPushOn } from './webPush.ts';

type Setup = NonNullable<Awaited<ReturnType<typeof pushSetup>>>;

export interface PushDevice {
  /** `unavailable`: no switch to show (no Push API, no service worker, push off on the server). */
  state: 'checking' | 'unavailable' | 'off' | 'on';
  busy: boolean;
  /** Why the last change did not happen, in plain words. */
  error: string | undefined;
  /** This browser's push endpoint while push is on. */
  endpoint: string | undefined;
  setOn(on: boolean): void;
}

/**
 * Push on this device: read from the browser's own subscription (the truth of "on" here),
 * turned on or off through `webPush.ts`. Never reports "on" unless the push service and the
 * server both took the subscription.
 */
export function usePushDevice(onChange?: () => void): PushDevice {
  const [setup, setSetup] = useState<Setup | undefined>();
  const [state, setState] = useState<PushDevice['state']>('checking');
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    pushSetup()
      .then(async (found) => {
        if (!live) return;
        if (!found) return setState('unavailable');
        const current = await found.registration.pushManager.getSubscription();
        if (!live) return;
        setSetup(found);
        setSubscription(current);
        setState(current && Notification.permission === 'granted' ? 'on' : 'off');
      })
      .catch(() => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, []);

  const setOn = useCallback(
    (on: boolean) => {
      if (!setup || busy) return;
      setBusy(true);
      setError(undefined);
      const change = on
        ? turnPushOn(setup.registration, setup.publicKey).then((created) => {
            setSubscription(created);
            setState('on');
          })
        : subscription
          ? turnPushOff(subscription).then(() => {
              setSubscription(null);
              setState('off');
            })
          : Promise.resolve(setState('off'));
      change
        .then(() => onChange?.())
        .catch((failure: unknown) => {
          setError(
            failure instanceof PushUnavailableError
              ? failure.message
              : (serverMessage(failure) ??
                  'Could not change push notifications. Please try again.'),
          );
        })
        .finally(() => setBusy(false));
    },
    [setup, busy, subscription, onChange],
  );

  return { state, busy, error, endpoint: subscription?.endpoint, setOn };
}
