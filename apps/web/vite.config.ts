import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // One style sheet for the whole site (about 20 KB compressed, kept by the browser for good)
  // instead of one per module: a phone on a slow network waited on 28 render-blocking requests
  // before the first paint (issue 14 "Speed", bench/page-speed.bench.ts).
  build: { target: 'es2022', cssCodeSplit: false },
});
