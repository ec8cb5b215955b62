import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles.css';

function start() {
  const router = createAppRouter();
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html lacks the #root element');

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (rootElement.hasChildNodes()) {
    // A prerendered page (build-plugins/prerender.ts) stays on screen until the route's code has loaded; then the
    // first render replaces it with the same layout in one commit (decision 0034). As a transition, that render
    // yields to the browser every few milliseconds instead of blocking it for one long task.
    const render = () => startTransition(() => createRoot(rootElement).render(app));
    void router.load().then(render, render);
  } else {
    createRoot(rootElement).render(app);
  }
}

// The router is set up in a task of its own: evaluating the modules (React DOM's alone takes ~30 ms on a slow
// phone) and building the route tree would otherwise be one long task that input waits behind (decision 0076).
setTimeout(start, 0);
