import { defineConfig } from 'vitest/config';
import { SharedSiteSequencer } from './e2e/support/sequencer.ts';

// Three projects: pure and API tests on Node, web components in happy-dom,
// end-to-end tests in Chromium against a real server (serial, after `npm run build`).
// The Node tests share their workers' modules between files (`isolate: false`): each starts its
// own app and databases and none mocks a module or changes the environment, and loading the server's
// modules again for every file took about a third of the phase. Web tests stub globals and timers,
// so each file keeps a fresh module graph, in a worker thread (quicker to start than a process).
// End-to-end files run one after another in one worker that keeps its modules too, so that they
// share one browser and the sites they have in common (e2e/support/shared-sites.ts).
export default defineConfig({
  test: {
    sequence: { sequencer: SharedSiteSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          pool: 'threads',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
