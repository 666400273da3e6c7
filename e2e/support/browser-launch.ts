// Debian's Chromium driven by playwright-core (never `npx playwright install`, DESIGN §2): where it
// is and how it starts, for the run's one browser (global-setup.ts) and a file's own.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
