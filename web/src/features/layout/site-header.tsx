import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { useSignedOutNavigation } from '../auth/use-signed-out-navigation.ts';
import { Logo } from './logo.tsx';
import { LOGIN_ITEM, SIGN_UP_ITEM, listNavItems, type NavItem } from './nav-items.ts';

// Only signed-in users see the account menu: its dropdown code loads when needed, not at start.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';
const activeClass = 'text-brand bg-brand-soft hover:bg-brand-soft hover:text-brand';

function NavLink({ item, onNavigate, className }: { item: NavItem; onNavigate?: () => void; className?: string }) {
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      className={cn(linkClass, className)}
      activeOptions={{ exact: item.to === '/' || item.to === '/profile' }}
      activeProps={{ className: activeClass }}
    >
      {item.label}
    </Link>
  );
}

export function SiteHeader() {
  const session = useSessionStore();
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = listNavItems(session);
  const signedIn = session.user !== null;
  const closeMenu = () => setMenuOpen(false);
  useSignedOutNavigation();

  // Back/forward navigation also closes the menu, not only a click on one of its links.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Logo className="shrink-0" />

        <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          {items.map((item) => (
            <NavLink key={`${item.label}-${String(item.to)}`} item={item} className={item.wideOnly ? 'hidden xl:inline' : undefined} />
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {session.loading ? null : signedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to={LOGIN_ITEM.to}>{LOGIN_ITEM.label}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={SIGN_UP_ITEM.to}>{SIGN_UP_ITEM.label}</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <div id="mobile-navigation" hidden={!menuOpen} className="border-t border-border bg-surface lg:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
          {items.map((item) => (
            <NavLink key={`${item.label}-${String(item.to)}`} item={item} onNavigate={closeMenu} className="py-3 text-base" />
          ))}
          {!session.loading && !signedIn ? (
            <div className="mt-2 grid grid-cols-2 gap-2 border-t border-border pt-3 sm:hidden">
              <Button asChild variant="outline">
                <Link to={LOGIN_ITEM.to} onClick={closeMenu}>
                  {LOGIN_ITEM.label}
                </Link>
              </Button>
              <Button asChild>
                <Link to={SIGN_UP_ITEM.to} onClick={closeMenu}>
                  {SIGN_UP_ITEM.label}
                </Link>
              </Button>
            </div>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
