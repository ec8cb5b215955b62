import { type RefObject, useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle';

/** How far ahead of the viewport to start, so the part is ready by the time the visitor scrolls to it. */
const ROOT_MARGIN = '600px';

/**
 * True once the element comes near the viewport or the browser is idle, whichever is first: the trigger for
 * loading a below-the-fold part of a page without putting its code in the first load.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    if (element) observer.observe(element);
    const cancelIdle = whenIdle(() => setNear(true));
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [near]);

  return [ref, near];
}
