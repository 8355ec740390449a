import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { withNext } from '../../lib/safeNext.ts';

/** "New to …? Create an account" under Sign In, and its mirror under Create Account. */
export function SwitchAccountPage({
  question,
  to,
  next,
  label,
}: {
  question: ReactNode;
  to: '/login' | '/signup';
  next: string;
  label: string;
}) {
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      {question}{' '}
      <Link to={withNext(to, next)} className="font-medium text-brand-700 underline">
        {label}
      </Link>
    </p>
  );
}
