import { ExternalLink, KeyRound, LogOut } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import type { AdminMe } from '#shared/types/admin';
import { ROLE_LABEL } from '../lib/roles.ts';
import { NAV_ITEMS } from './navItems.ts';

const LINK =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-400';

export function Sidebar({
  me,
  onNavigate,
  onLogout,
}: {
  me: AdminMe;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const items = NAV_ITEMS.filter((item) => !item.superAdminOnly || me.role === 'super_admin');
  return (
    <div className="flex h-full flex-col bg-slate-900 text-slate-200">
      <div className="border-b border-slate-800 px-5 py-4">
        <p className="text-lg font-bold text-white">Admin Panel</p>
        <p className="truncate text-xs text-slate-400">
          {me.firstName} {me.lastName} · {ROLE_LABEL[me.role]}
        </p>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `${LINK} ${isActive ? 'bg-brand-700 text-white' : 'hover:bg-slate-800 hover:text-white'}`
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-1 border-t border-slate-800 p-3">
        <NavLink
          to="/admin/account"
          onClick={onNavigate}
          className={({ isActive }) =>
            `${LINK} ${isActive ? 'bg-brand-700 text-white' : 'hover:bg-slate-800 hover:text-white'}`
          }
        >
          <KeyRound aria-hidden="true" className="size-4" />
          My Account
        </NavLink>
        <a
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          className={`${LINK} hover:bg-slate-800 hover:text-white`}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Exit to Frontend
        </a>
        <button
          type="button"
          onClick={onLogout}
          className={`${LINK} text-left hover:bg-slate-800 hover:text-white`}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </div>
    </div>
  );
}
