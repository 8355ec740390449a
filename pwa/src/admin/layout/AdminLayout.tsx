import { useQueryClient } from '@tanstack/react-query';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast/toastStore.ts';
import { adminSend } from '../api/client.ts';
import { ME_KEY, useAdminMe } from '../api/session.ts';
import { Sidebar } from './Sidebar.tsx';

/**
 * Sidebar and content. From `lg` up the sidebar is always shown; below it collapses behind a
 * menu button into a drawer that closes when a link is followed.
 */
export function AdminLayout() {
  const me = useAdminMe().data;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!me) return null;

  async function logout() {
    try {
      await adminSend('POST', '/api/admin/logout');
    } finally {
      queryClient.clear();
      queryClient.setQueryData(ME_KEY, null);
      toast({ title: 'Logged Out', description: 'You have been successfully logged out' });
      navigate('/admin/login', { replace: true });
    }
  }

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <aside className="hidden w-64 shrink-0 lg:sticky lg:top-0 lg:block lg:h-screen">
        <Sidebar me={me} onNavigate={() => {}} onLogout={logout} />
      </aside>
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 lg:hidden">
        <button
          type="button"
          aria-label="Open admin menu"
          aria-expanded={open}
          aria-controls="admin-drawer"
          onClick={() => setOpen(true)}
          className="rounded-md p-2 hover:bg-slate-100"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
        <span className="font-semibold">Admin Panel</span>
      </header>
      {open && (
        <div id="admin-drawer" className="fixed inset-0 z-40 lg:hidden">
          {/* The backdrop closes on a tap; keyboard and screen-reader users get the X button. */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-0 bg-slate-900/50"
            onClick={() => setOpen(false)}
          />
          <div className="absolute inset-y-0 left-0 w-64 shadow-xl">
            <Sidebar me={me} onNavigate={() => setOpen(false)} onLogout={logout} />
            <button
              type="button"
              aria-label="Close admin menu"
              onClick={() => setOpen(false)}
              className="absolute top-3 -right-11 rounded-md bg-white p-2"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      )}
      <main className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}
