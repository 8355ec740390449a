import { ButtonLink } from '../../components/ui/Button.tsx';

export function AdminNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-600">This admin page does not exist.</p>
      <ButtonLink to="/admin/dashboard" className="mt-6">
        Back to the dashboard
      </ButtonLink>
    </div>
  );
}
