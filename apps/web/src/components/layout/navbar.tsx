import { STORE_NAME } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClasses } from '../ui/button-classes';
import { BrandMark } from './brand-mark';
import { MenuToggle } from './menu-toggle';
import { LOGIN_HREF, NAV_LINKS } from './nav-links';

const LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-graphite-200 hover:bg-graphite-800 hover:text-white ' +
  'data-[status=active]:text-white data-[status=active]:shadow-[inset_0_-2px_0_var(--color-accent-500)]';

export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // Escape closes the phone menu from anywhere and hands focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-graphite-800 bg-graphite-900 text-white">
      <nav aria-label="Main" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex h-16 items-center gap-4">
          <Link
            to="/"
            className="mr-auto flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          >
            <BrandMark />
            {STORE_NAME}
          </Link>
          <ul className="hidden items-center gap-1 md:flex">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <a href={LOGIN_HREF} className={buttonClasses({ size: 'sm' }, 'max-md:hidden')}>
            Log in
          </a>
          <MenuToggle
            ref={toggleRef}
            open={menuOpen}
            controls={menuId}
            onToggle={() => setMenuOpen((open) => !open)}
          />
        </div>
        {menuOpen && (
          <div id={menuId} className="border-t border-graphite-800 pb-4 md:hidden">
            <ul className="flex flex-col gap-1 pt-2">
              {NAV_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={`${LINK} block text-base`} onClick={closeMenu}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <a href={LOGIN_HREF} className={buttonClasses({ size: 'md' }, 'mt-3 w-full')}>
              Log in
            </a>
          </div>
        )}
      </nav>
    </header>
  );
}
