import type { Ref } from 'react';
import { LineIcon } from '../ui/line-icon';

interface MenuToggleProps {
  ref?: Ref<HTMLButtonElement>;
  open: boolean;
  /** The id of the panel this button discloses. */
  controls: string;
  onToggle: () => void;
}

/** The phone-width menu button: a disclosure (aria-expanded), operable with Enter and Space like any button. */
export function MenuToggle({ ref, open, controls, onToggle }: MenuToggleProps) {
  return (
    <button
      type="button"
      ref={ref}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-graphite-100 hover:bg-graphite-800 md:hidden"
    >
      <LineIcon d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
      Menu
    </button>
  );
}
