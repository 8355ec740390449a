import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../components/meta/usePageMeta.ts';
import { ButtonLink } from '../../components/ui/Button.tsx';

export function NotFound() {
  const location = useLocation();
  usePageMeta('Page Not Found');
  return (
    <section className="px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-3 font-mono text-sm text-slate-600">
        No route matches {location.pathname}. Did you forget to add it to the router?
      </p>
      <ButtonLink to="/" className="mt-8">
        Go Home
      </ButtonLink>
    </section>
  );
}
