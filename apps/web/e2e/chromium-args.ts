/**
 * The flags Debian's headless Chromium needs on these machines, with no calls home (STACK-NOTES). One list for
 * everything that launches it: the browser tests (playwright.config.ts) and the first-load bench.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
