import { TOAST_DURATION_MS } from '@partsmith/contracts';
import { Toaster } from 'sonner';

/** The spec's toast area: top right, each toast closing after five seconds. */
export function AppToaster() {
  return <Toaster position="top-right" duration={TOAST_DURATION_MS} closeButton offset={{ top: 80 }} />;
}
