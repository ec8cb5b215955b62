import { LOGIN_HREF } from '../../../components/layout/nav-links';
import { buttonClasses } from '../../../components/ui/button-classes';

/** Ordering needs an account; the order form replaces this notice when sign-in arrives. */
export function OrderNotice() {
  return (
    <aside
      aria-labelledby="order-notice"
      className="flex flex-col gap-4 rounded-md border border-accent-500/40 bg-accent-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="order-notice" className="font-semibold text-graphite-900">
          Sign in to order
        </h2>
        <p className="text-sm text-graphite-700">Ordering opens with your account.</p>
      </div>
      <a href={LOGIN_HREF} className={buttonClasses({})}>
        Log in
      </a>
    </aside>
  );
}
