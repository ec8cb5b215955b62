import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toastErrorLazily } from '../../lib/toast-error-lazily';
import { useAppContext } from '../../lib/use-app-context';
import { useMe } from '../../lib/use-me';
import { signOut } from '../../lib/user-session';
import { buttonClasses } from '../ui/button-classes';
import { NAV_LINK_CLASSES } from './nav-links';

/** Pages a shopper signs in from: their Log in link must not point back at themselves. */
const AUTH_PAGES = ['/login', '/register', '/reset-password'];
const LOG_OUT_FAILED = 'We could not reach the shop to log you out. Check your connection and try again.';

interface AccountNavProps {
  /** Phone menu: a stacked column with full-width buttons. */
  stacked?: boolean;
  onNavigate?: () => void;
}

/** The navbar's account part (spec §2): Dashboard, the user's name and Log out, or Log in for visitors. */
export function AccountNav({ stacked = false, onNavigate }: AccountNavProps) {
  const me = useMe();
  const context = useAppContext();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const button = buttonClasses({ size: stacked ? 'md' : 'sm' }, stacked ? 'mt-3 w-full' : '');

  // Until the first answer nothing shows, so a signed-in user never sees Log in flash.
  if (me.data === undefined) return null;

  if (me.data === null) {
    const here = location.pathname.toLowerCase();
    const redirect = AUTH_PAGES.includes(here) ? undefined : location.href;
    return (
      <Link to="/login" search={{ redirect }} className={button} onClick={onNavigate}>
        Log in
      </Link>
    );
  }

  const logOut = async () => {
    setLeaving(true);
    const leave = async () => {
      onNavigate?.();
      await navigate({ to: '/login' });
    };
    // Only the server can drop the httpOnly cookie: if it cannot be reached, the user is still signed in.
    await signOut(context, leave).catch(() => toastErrorLazily(LOG_OUT_FAILED));
    setLeaving(false);
  };

  return (
    <div className={stacked ? 'flex flex-col gap-1' : 'flex items-center gap-2'}>
      <Link
        to="/dashboard"
        className={`${NAV_LINK_CLASSES} ${stacked ? 'block text-base' : ''}`}
        onClick={onNavigate}
      >
        Dashboard
      </Link>
      {/* Between the phone menu and 1024 px the links leave no room for the name; it shows from lg up. */}
      <span
        title={me.data.name}
        className={`px-3 text-sm text-graphite-300 ${stacked ? 'pt-2' : 'max-w-40 truncate max-lg:hidden'}`}
      >
        <span className="sr-only">Signed in as </span>
        {me.data.name}
      </span>
      <button
        type="button"
        className={button}
        onClick={logOut}
        disabled={leaving}
        aria-busy={leaving || undefined}
      >
        Log out
      </button>
    </div>
  );
}
