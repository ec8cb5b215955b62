import { useEffect, useRef, useState } from 'react';

interface ScrollEdges {
  /** Content hidden before the start (left) of the box. */
  before: boolean;
  /** Content hidden past the end (right) of the box. */
  after: boolean;
}

/**
 * Whether a sideways-scrolling box has more to show on either side, kept up to date as it scrolls or resizes:
 * what a strip needs to hint at the entries that are out of sight.
 */
export function useScrollEdges<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel of slack: zoomed pages report fractional scroll positions.
      const next = { before: element.scrollLeft > 1, after: element.scrollLeft < hidden - 1 };
      setEdges((current) =>
        current.before === next.before && current.after === next.after ? current : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  return { ref, ...edges };
}
