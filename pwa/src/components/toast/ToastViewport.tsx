import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, useCurrentToast } from './toastStore.ts';

/** §9: shown 5 s, swipe right 50 px to dismiss, F8 focuses the notifications. */
const TOAST_DURATION_MS = 5000;

/** The notifications region (Radix Toast), loaded with the first toast (see Toaster). */
export function ToastViewport() {
  const item = useCurrentToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {item && (
        <ToastPrimitive.Root
          // A new key per toast restarts the 5 s timer when one toast replaces another.
          key={item.id}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-3 pr-10 shadow-lg sm:p-4 sm:pr-10 ${
            item.variant === 'destructive'
              ? 'border-red-600 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-2"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      {/* On a phone the toast sits at the top, over the site's header bar, not at the bottom where
          it covered the wizard's Back and Submit and, with the keyboard open, the field being
          typed in (issue 34). From the `sm` width up, the spec's bottom-right corner. */}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[100] flex w-full flex-col gap-2 p-2 pt-[max(0.5rem,env(safe-area-inset-top))] outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-sm sm:p-4" />
    </ToastPrimitive.Provider>
  );
}
