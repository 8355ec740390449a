import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '../../api/queries/currentUser.ts';
import { Spinner } from '../ui/misc.tsx';

/**
 * Sign In and Create Account: a spinner while the session loads, and straight on to `next` for
 * someone already signed in, unless it is this page's own write that signed them in (its
 * success handler moves on, with its toast).
 */
export function SignedOutOnly({
  next,
  writing,
  children,
}: {
  next: string;
  writing: { isPending: boolean; isSuccess: boolean };
  children: ReactNode;
}) {
  const session = useCurrentUser();
  if (session.isPending) return <Spinner label="Loading your session" />;
  if (session.data && !writing.isPending && !writing.isSuccess) {
    return <Navigate to={next} replace />;
  }
  return children;
}
