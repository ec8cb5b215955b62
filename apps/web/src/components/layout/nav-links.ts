import type { LinkProps } from '@tanstack/react-router';

/** The public destinations of the spec's navbar; signed-in links join them with the accounts issue. */
export const NAV_LINKS: { to: LinkProps['to']; label: string }[] = [
  { to: '/home', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/myPortfolio', label: 'Portfolio' },
];

/** /login arrives with the accounts issue; until then a plain href, because typed links accept known routes only. */
export const LOGIN_HREF = '/login';
