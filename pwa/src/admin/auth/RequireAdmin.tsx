import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/ui/misc.tsx';
import { useAdminMe } from '../api/session.ts';

/**
 * Any admin route without an admin session goes to /admin/login, remembering where the admin
 * was going so the login can bring them back.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  const location = useLocation();
  if (me.isPending) return <Spinner />;
  if (me.isError) {
    return (
      <p role="alert" className="p-8 text-center text-red-700">
        The admin panel could not load: {me.error.message}
      </p>
    );
  }
  if (!me.data) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
