import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, followed live (a phone turned sideways, a window resized). The build's
 * prerender has no screen: there it matches nothing.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
