import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import './styles.css';

const router = createAppRouter();
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html lacks the #root element');

const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );

// A prerendered page (build-plugins/prerender.ts) stays on screen until the route's code has loaded, so the
// first render replaces it with the same layout in one commit (decision 0034).
if (rootElement.hasChildNodes()) void router.load().then(render, render);
else render();
