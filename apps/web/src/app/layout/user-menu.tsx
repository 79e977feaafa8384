// The signed-in user's menu: a greeting by name, My Profile, My Learning, My Orders, Admin for admins and
// Sign out, as a disclosure list.
import { ADMIN_HOME, paths } from '@kaushal/shared/routes';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SvgIcon } from '../../components/ui/icon';
import { userIcon } from '../../components/ui/user-icon';
import { useAuth } from '../../features/auth/auth-api';

const itemClasses =
  'block w-full px-4 py-2.5 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export default function UserMenu({
  email,
  name,
  onSignOut,
}: {
  email: string;
  name: string | null;
  onSignOut: () => void;
}) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const isAdmin = useAuth().user?.role === 'admin';

  // Any navigation closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-full bg-indigo-100 text-primary hover:bg-indigo-200"
      >
        <SvgIcon path={userIcon} className="size-5" />
        <span className="sr-only">Account menu</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        <div className="border-b border-slate-100 px-4 py-2.5">
          <p className="truncate text-sm font-semibold text-slate-900">
            Hi, {name?.trim() || 'New User'}
          </p>
          <p className="truncate text-xs text-slate-500">{email}</p>
        </div>
        <Link to={paths.profile()} className={itemClasses}>
          My Profile
        </Link>
        <Link to={paths.myLearning()} className={itemClasses}>
          My Learning
        </Link>
        <Link to={paths.myOrders()} className={itemClasses}>
          My Orders
        </Link>
        {isAdmin && (
          <Link to={ADMIN_HOME} className={itemClasses}>
            Admin
          </Link>
        )}
        <button
          type="button"
          className={itemClasses}
          onClick={() => {
            setOpen(false);
            onSignOut();
          }}
        >
          Sign out
        </button>
      </div>
    </div>
  );
}
