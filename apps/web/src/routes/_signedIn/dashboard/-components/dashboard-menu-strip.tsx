import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useScrollEdges } from '../../../../lib/use-scroll-edges';
import type { DashboardMenuEntry } from './dashboard-menu-entries';

const LINK =
  'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-graphite-700 hover:bg-graphite-100 ' +
  'hover:text-graphite-900 data-[status=active]:bg-graphite-900 data-[status=active]:text-white';

// Only drawn: a fade never takes a tap or a click from the entry under it.
const FADE =
  'pointer-events-none absolute inset-y-0 flex w-12 items-center from-graphite-50 from-40% md:hidden';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 text-graphite-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/**
 * The menu's entries: a column beside the page from 768 px on; on phones a row that scrolls sideways, with a fade
 * and an arrow on each side that has more entries out of sight, and the current page's entry scrolled into view.
 */
export function DashboardMenuStrip({ entries }: { entries: DashboardMenuEntry[] }) {
  const strip = useScrollEdges<HTMLUListElement>();
  const here = useLocation({ select: (location) => location.pathname.replace(/\/$/, '').toLowerCase() });
  const current = entries.findIndex((entry) => entry.path.toLowerCase() === here);

  useEffect(() => {
    const list = strip.ref.current;
    const item = list?.children[current];
    if (!list || !(item instanceof HTMLElement)) return;
    // Centred by hand: scrollIntoView would also scroll the page up or down to the menu.
    list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [current, strip.ref]);

  return (
    <div className="relative">
      <ul
        ref={strip.ref}
        className="flex gap-1 overflow-x-auto pb-2 [scrollbar-width:thin] md:flex-col md:overflow-visible md:pb-0"
      >
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} activeOptions={{ exact: true }} className={LINK}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      <div aria-hidden="true">
        {strip.before && (
          <div data-more="before" className={`${FADE} left-0 bg-linear-to-r`}>
            <Chevron direction="left" />
          </div>
        )}
        {strip.after && (
          <div data-more="after" className={`${FADE} right-0 justify-end bg-linear-to-l`}>
            <Chevron direction="right" />
          </div>
        )}
      </div>
    </div>
  );
}
