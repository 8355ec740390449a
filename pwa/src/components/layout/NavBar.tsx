import { Building2, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { preloadRoute } from '../../preloadRoute.ts';
import { SiteName } from '../site/SiteName.tsx';
import { AuthControls } from './AuthControls.tsx';
import { NAV_LINKS } from './navLinks.ts';

function linkClass(isActive: boolean, stacked: boolean) {
  const base = stacked ? 'block rounded-md px-3 py-3 text-base' : 'rounded-md px-3 py-2 text-sm';
  return `${base} font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
}

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // The mobile menu closes after a choice, including a choice that stays on the same page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a new location.
  useEffect(() => setMenuOpen(false), [location.key]);

  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
        <Link
          to="/"
          className="flex items-center gap-2 rounded py-2 text-lg font-bold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Building2 aria-hidden="true" className="size-6" />
          <SiteName />
        </Link>
        <ul className="hidden flex-1 gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                // The page's code starts downloading as the pointer or focus reaches the link.
                onPointerEnter={() => preloadRoute(link.to)}
                onFocus={() => preloadRoute(link.to)}
                className={({ isActive }) => linkClass(isActive, false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto hidden md:block">
          <AuthControls />
        </div>
        <button
          type="button"
          className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden"
      >
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                onClick={close}
                className={({ isActive }) => linkClass(isActive, true)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-slate-200 pt-3">
          <AuthControls stacked onChoice={close} />
        </div>
      </div>
    </header>
  );
}
