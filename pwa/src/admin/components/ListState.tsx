import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/misc.tsx';

/** Loading skeleton, error or empty message for a list; renders `children` once there is data. */
export function ListState({
  isPending,
  error,
  isEmpty,
  empty,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <div role="status" aria-label="Loading" className="grid gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-800">
        Could not load: {error.message}
      </p>
    );
  }
  if (isEmpty) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
        {empty}
      </div>
    );
  }
  return children;
}
