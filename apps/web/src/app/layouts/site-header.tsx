import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { accountNavItem, PUBLIC_SITE_LINKS } from '../../features/site/public-nav.ts';
import { SearchBox } from '../../features/site/search-box.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

const linkClasses = ({ isActive }: { isActive: boolean }, size: 'compact' | 'roomy' = 'compact') =>
  clsx(
    'rounded-lg px-3 font-semibold transition-colors',
    size === 'compact' ? 'py-2 text-sm' : 'py-2.5 text-base',
    isActive ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
  );

function BrandLink() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg whitespace-nowrap">
      <BrandMark className="size-9" />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold tracking-tight text-fg">Baywatch Robotics</span>
        <span className="text-xs font-medium text-fg-muted">Team 7790</span>
      </span>
    </Link>
  );
}

/** Public navigation bar: site links, search, and the account link of spec 1 section 2. */
export function SiteHeader() {
  const auth = useAuth();
  const account = accountNavItem(auth);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const accountLink = (extra?: string) =>
    account ? (
      <NavLink to={account.to} className={buttonClasses('primary', 'md', extra)}>
        {account.label}
      </NavLink>
    ) : (
      // Same footprint while auth resolves, so nothing shifts.
      <span aria-hidden="true" className={clsx('h-10 w-24 rounded-lg bg-surface-muted', extra)} />
    );

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label="Main" className="ml-2 hidden flex-1 items-center gap-0.5 lg:flex xl:ml-4">
          {PUBLIC_SITE_LINKS.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClasses}>
              {item.label}
            </NavLink>
          ))}
          <SearchBox className="mr-3 ml-auto w-48 xl:w-60" />
          {accountLink()}
        </nav>
        <button
          type="button"
          className={buttonClasses('ghost', 'md', 'ml-auto px-2.5 lg:hidden')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-line bg-surface lg:hidden">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6">
          <SearchBox onNavigate={() => setMenuOpen(false)} />
          <nav aria-label="Main" className="flex flex-col gap-0.5">
            {PUBLIC_SITE_LINKS.map((item) => (
              <NavLink key={item.to} to={item.to} className={(state) => linkClasses(state, 'roomy')}>
                {item.label}
              </NavLink>
            ))}
            {accountLink('mt-2 w-full')}
          </nav>
        </div>
      </div>
    </header>
  );
}
