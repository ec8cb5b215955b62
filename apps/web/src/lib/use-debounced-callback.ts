import { useEffect, useRef } from 'react';

/** `callback`, run once calls have paused for `ms`: a search box asks the server once per pause, not per key. */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, ms = 300) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (...args: Args) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => callback(...args), ms);
  };
}
