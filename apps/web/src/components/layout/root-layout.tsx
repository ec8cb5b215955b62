import { Outlet } from '@tanstack/react-router';
import { DeferredToaster } from './deferred-toaster';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

/** The frame of every page (spec §2): navbar, content, footer and the toast area (top right; bottom on phones). */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <DeferredToaster />
    </div>
  );
}
