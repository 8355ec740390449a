import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/toast/toastStore.ts';
import { invalidateAdminData } from './adminQueryClient.ts';

/**
 * A write from an admin screen: toasts the spec's success or failure text, then refetches the
 * admin lists and counters so every screen shows the new state in place (no page reload).
 */
export function useAdminAction<V, R = unknown>(options: {
  run: (variables: V) => Promise<R>;
  success?:
    | { title: string; description?: string }
    | ((result: R) => { title: string; description?: string });
  failure: (error: Error) => { title: string; description?: string };
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.run,
    onSuccess: (result) => {
      const success =
        typeof options.success === 'function' ? options.success(result) : options.success;
      if (success) toast(success);
      return invalidateAdminData(queryClient);
    },
    onError: (error) => toast({ ...options.failure(error), variant: 'destructive' }),
  });
}
