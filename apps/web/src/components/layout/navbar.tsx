import { STORE_NAME } from '@partsmith/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { AccountNav } from './account-nav';
import { BrandMark } from './brand-mark';
import { CartLink } from './cart-link';
import { MenuToggle } from './menu-toggle';
import { NAV_LINK_CLASSES, NAV_LINKS } from './nav-links';

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
                <Link to={link.to} className={NAV_LINK_CLASSES}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <CartLink />
          <div className="max-md:hidden">
            <AccountNav />
          </div>
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
                  <Link to={link.to} className={`${NAV_LINK_CLASSES} block text-base`} onClick={closeMenu}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <AccountNav stacked onNavigate={closeMenu} />
          </div>
        )}
      </nav>
    </header>
  );
}
