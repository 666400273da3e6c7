import type { WebLoadContext } from '@stavka/contract/web-context';

// The server passes a WebLoadContext to every loader (apps/server/src/web/ssr.ts).
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: the context is exactly WebLoadContext
  interface AppLoadContext extends WebLoadContext {}
}

export {};
