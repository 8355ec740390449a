import { Link } from 'react-router-dom';

/**
 * Placeholder for the admin panel (issue 8 replaces this file). It is loaded lazily from
 * `/admin/*`, so nothing under `admin/` is ever in the public site's bundle.
 */
export function AdminApp() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Admin panel</h1>
      <p className="mt-3 text-slate-600">The admin panel is coming soon.</p>
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">
        Back to the site
      </Link>
    </main>
  );
}
