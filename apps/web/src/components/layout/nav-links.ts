import type { LinkProps } from '@tanstack/react-router';

/** The public destinations of the spec's navbar; the account part (Dashboard, name, Log in/out) follows them. */
export const NAV_LINKS: { to: LinkProps['to']; label: string }[] = [
  { to: '/home', label: 'Home' },
  { to: '/parts', label: 'Parts' },
  { to: '/blog', label: 'Blog' },
  { to: '/myPortfolio', label: 'Portfolio' },
];

/** Shared by the public links and the Dashboard link so they look alike. */
export const NAV_LINK_CLASSES =
  'rounded-md px-3 py-2 text-sm font-medium text-graphite-200 hover:bg-graphite-800 hover:text-white ' +
  'data-[status=active]:text-white data-[status=active]:shadow-[inset_0_-2px_0_var(--color-accent-500)]';
