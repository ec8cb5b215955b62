import type { SalesOverview } from '@partsmith/contracts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 224;
const DAY_SECONDS = 86_400;

/** The theme's colour from its CSS variable (a canvas takes no classes), or the same value written out. */
const themeColour = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** Draws the days' revenue as bars in `element`, redrawn to its width whenever that changes. */
export function plotDailyRevenue(element: HTMLElement, daily: SalesOverview['daily']): { destroy(): void } {
  const days = daily.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
  const revenue = daily.map((day) => day.revenueCents / 100);
  const text = themeColour(element, '--color-graphite-700', '#334155');
  const grid = themeColour(element, '--color-graphite-200', '#e2e8f0');
  const accent = themeColour(element, '--color-accent-700', '#c2410c');
  const size = () => ({ width: Math.max(element.clientWidth, 200), height: HEIGHT });
  const bars = uPlot.paths.bars?.({ size: [0.7, 24] });
  const plot = new uPlot(
    {
      ...size(),
      // The days are UTC days: the axis says so whatever the reader's time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { show: false },
      scales: {
        x: { time: true, range: (_, min, max) => [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] },
        y: { range: (_, __, max) => [0, Math.max(max * 1.1, 1)] },
      },
      axes: [
        { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } },
        {
          stroke: text,
          grid: { stroke: grid },
          ticks: { stroke: grid },
          size: 64,
          values: (_, splits) => splits.map(dollars),
        },
      ],
      series: [
        {},
        {
          label: 'Revenue',
          stroke: accent,
          fill: `${accent}cc`,
          width: 0,
          paths: bars,
          points: { show: false },
        },
      ],
    },
    [days, revenue],
    element,
  );
  const resized = new ResizeObserver(() => {
    const next = size();
    if (next.width !== plot.width) plot.setSize(next);
  });
  resized.observe(element);
  return {
    destroy() {
      resized.disconnect();
      plot.destroy();
    },
  };
}
