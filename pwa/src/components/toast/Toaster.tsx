import { lazy, Suspense, useState } from 'react';
import { useCurrentToast } from './toastStore.ts';

const ToastViewport = lazy(() =>
  import('./ToastViewport.tsx').then((m) => ({ default: m.ToastViewport })),
);

/**
 * Mounts the notifications region once there is something to show: most visits never toast,
 * so the toast library stays out of the first load. From then on it stays mounted.
 */
export function Toaster() {
  const item = useCurrentToast();
  const [needed, setNeeded] = useState(false);
  // Derived state, set during render (React's pattern for it): no extra effect pass.
  if (item && !needed) setNeeded(true);
  if (!needed && !item) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
