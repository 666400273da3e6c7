// Server state in the browser (DESIGN §2): what a component reads from the API on demand — not the
// page's loader data, not live prices (the live store) — goes through TanStack Query, which keeps
// one answer per key for every component that asks, says when it is loading or failed, and
// refreshes it (decision 0020). One client per page visit: on the server each request renders its
// own, so no answer of one visitor reaches another.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function createServerStateClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP layer already retries what may be retried (spec §7.1); a failure shown is final
        // until the player asks again.
        retry: false,
        // An answer is reused for a minute without asking again (reopening a dialog, a graph).
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createServerStateClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
