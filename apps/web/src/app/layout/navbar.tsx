// The shared navigation bar with its mobile menu, cart count and user menu (docs/product.md §2.2).
import { clsx } from 'clsx/lite';
import { paths } from '@kaushal/shared/routes';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { brand, campus } from '../../config/site';
import { useAuth, useSignOut } from '../../features/auth/auth-api';
import { useCartItems } from '../../features/cart/cart-api';
import { lazyChunk } from '../../lib/lazy-chunk';
import { navEntries, type NavEntry, type ScrollState } from './nav-links';

// Only signed-in shoppers see the user menu, so visitors never download it.
const UserMenu = lazy(() => import('./user-menu'));
// The search box's code comes after the page's own, so it adds nothing to the first download.
const SearchBox = lazyChunk(() => import('../../features/catalogue/components/search-box'));

function EntryLink({ entry, className }: { entry: NavEntry; className: string }) {
  if ('to' in entry) {
    return (
      <NavLink
        to={entry.to}
        end
        className={({ isActive }) => clsx(className, isActive && 'text-primary')}
      >
        {entry.label}
      </NavLink>
    );
  }
  // From any page the scroll entries go to / and the landing page scrolls to the section.
  const state: ScrollState = { scrollTo: entry.scrollTo };
  return (
    <Link to={paths.landing()} state={state} className={className}>
      {entry.label}
    </Link>
  );
}

function CampusButton() {
  return (
    <span className="group relative">
      <button type="button" aria-describedby="campus-soon" className="nav-campus">
        {campus.title}
      </button>
      <span id="campus-soon" role="tooltip" className="nav-tooltip">
        {campus.badge}
      </span>
    </span>
  );
}

const desktopLink = 'rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-primary';
const mobileLink =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

export function Navbar() {
  const { user, checked } = useAuth();
  const cart = useCartItems(user?.id);
  const endSession = useSignOut();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  // Following any link closes the mobile menu.
  const [lastKey, setLastKey] = useState(key);
  if (lastKey !== key) {
    setLastKey(key);
    setMenuOpen(false);
  }

  // Escape closes the open menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const signOut = () => void endSession().then(() => navigate(paths.landing()));

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-2 px-4 sm:gap-x-4 sm:px-6 lg:px-8 xl:flex-nowrap"
      >
        <Link to={paths.landing()} className="flex h-16 shrink-0 items-center rounded-md">
          <img
            src={brand.logo}
            alt={`${brand.name} home`}
            width={180}
            height={40}
            className="h-8 w-auto sm:h-9"
          />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {navEntries.map((entry) => (
            <li key={entry.label}>
              <EntryLink entry={entry} className={desktopLink} />
            </li>
          ))}
          <li className="ml-2">
            <CampusButton />
          </li>
        </ul>

        <div className="nav-search">
          <Suspense>
            <SearchBox />
          </Suspense>
        </div>

        <div className="flex items-center gap-2">
          {user && (
            <Link
              to={paths.cart()}
              className="relative flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-primary"
            >
              <Icon name="cart" className="size-6" />
              <span className="sr-only">{`Cart, ${cart.length} ${cart.length === 1 ? 'item' : 'items'}`}</span>
              {cart.length > 0 && (
                <span aria-hidden="true" data-testid="cart-count" className="nav-cart-count">
                  {cart.length}
                </span>
              )}
            </Link>
          )}
          {user ? (
            <Suspense fallback={<span className="size-10" />}>
              <UserMenu email={user.email} name={user.name} onSignOut={signOut} />
            </Suspense>
          ) : (
            checked && (
              <ButtonLink to={paths.login()} size="sm" className="hidden sm:inline-flex">
                Login
              </ButtonLink>
            )
          )}
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} className="size-6" />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </nav>

      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white lg:hidden">
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4 sm:px-6">
          {navEntries.map((entry) => (
            <li key={entry.label}>
              <EntryLink entry={entry} className={mobileLink} />
            </li>
          ))}
          <li>
            <Link
              to={paths.campus()}
              className={clsx(mobileLink, 'flex items-center justify-between')}
            >
              {campus.title}
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {campus.badge}
              </span>
            </Link>
          </li>
          {checked && !user && (
            <li className="pt-2">
              <ButtonLink to={paths.login()} className="w-full">
                Login
              </ButtonLink>
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
