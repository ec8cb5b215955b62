import { Toaster } from 'sonner';
import { useMediaQuery } from '../../lib/use-media-query';
import { TOAST_DURATION_MS } from '../../lib/web-constants';

/** Below Tailwind's `sm`: phones, where the navbar's row takes the top of the screen. */
const PHONE = '(width < 40rem)';
/** The sticky navbar's height (h-16) and a gap, so a toast never covers its links. */
const BELOW_NAVBAR = { top: 80, right: 24 };

/**
 * The spec's toast area, each toast closing after five seconds: top right below the navbar on wider screens, and
 * bottom centre on phones, where a toast at the top would cover the navbar and its menu button.
 */
export function AppToaster() {
  const phone = useMediaQuery(PHONE);
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      duration={TOAST_DURATION_MS}
      closeButton
      offset={phone ? 16 : BELOW_NAVBAR}
      mobileOffset={16}
    />
  );
}
