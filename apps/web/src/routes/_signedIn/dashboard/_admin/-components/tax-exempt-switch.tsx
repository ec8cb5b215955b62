import type { AdminUser } from '@partsmith/contracts';

/**
 * All Users' tax-exempt toggle: a switch that opens the page's confirmation, never changes on its own. Its state is
 * `aria-checked`; the Yes/No beside it is for the eye only, so the switch's name stays its label.
 */
export function TaxExemptSwitch({
  user,
  onToggle,
}: {
  user: AdminUser;
  onToggle: (user: AdminUser) => void;
}) {
  return (
    <span className="inline-flex items-center gap-2 text-sm text-graphite-800">
      <button
        type="button"
        role="switch"
        aria-checked={user.taxExempt}
        aria-label={`Tax-exempt: ${user.email}`}
        onClick={() => onToggle(user)}
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${user.taxExempt ? 'bg-accent-700' : 'bg-graphite-500'}`}
      >
        <span
          className={`absolute top-1 left-1 size-4 rounded-full bg-white transition-transform ${user.taxExempt ? 'translate-x-5' : ''}`}
        />
      </button>
      <span aria-hidden="true">{user.taxExempt ? 'Yes' : 'No'}</span>
    </span>
  );
}
