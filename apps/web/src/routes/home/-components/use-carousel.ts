import { type FocusEvent, type TouchEvent, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_SWIPE_THRESHOLD_PX } from '../../../lib/web-constants';

/**
 * Slide state for the home carousel: wraps around, advances on a timer that restarts after every move, and stops
 * while the pointer is over it, while it holds keyboard focus, when the visitor pauses it, or when they ask
 * their system for reduced motion (they can still press play).
 */
export function useCarousel(count: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStartX = useRef<number | null>(null);

  const goTo = (next: number) => setIndex(((next % count) + count) % count);
  const next = () => goTo(index + 1);
  const previous = () => goTo(index - 1);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  const running = playing && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
    // `index` restarts the clock after a manual move, so a click is never followed by an instant jump.
  }, [running, count, index]);

  const regionProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      touchStartX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const start = touchStartX.current;
      const end = event.changedTouches[0]?.clientX;
      touchStartX.current = null;
      if (start === null || end === undefined) return;
      const distance = end - start;
      if (distance <= -CAROUSEL_SWIPE_THRESHOLD_PX) next();
      else if (distance >= CAROUSEL_SWIPE_THRESHOLD_PX) previous();
    },
  };

  return { index, playing, running, reducedMotion, goTo, next, previous, setPlaying, regionProps };
}
