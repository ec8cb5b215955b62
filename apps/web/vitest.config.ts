import { defineConfig } from 'vitest/config';

/**
 * Unit tests (`*.test.ts`, plain Node) and component tests (`*.test.tsx`, Testing Library in happy-dom); the
 * browser suite is Playwright's (e2e/). Only the component tests pay for a DOM.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
