import type { AuthBroadcastMessage } from '@partsmith/contracts';

const POPUP_FEATURES = 'popup,width=480,height=640';
export const POPUP_BLOCKED =
  'Your browser blocked the Google window. Allow pop-ups for this site and try again.';

/** Opens the Google popup at `path` (sign-in or connect); false when the browser blocked it. */
export function openGooglePopup(path: string): boolean {
  return window.open(path, 'partsmith-google', POPUP_FEATURES) !== null;
}

/** Whether a BroadcastChannel message is the popup's report of this kind. */
export function isGoogleReport<Type extends AuthBroadcastMessage['type']>(
  data: unknown,
  type: Type,
): data is Extract<AuthBroadcastMessage, { type: Type }> {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}
