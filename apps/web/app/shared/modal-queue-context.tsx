import { createContext, useContext, useState, type ReactNode } from 'react';
import { type AppModalQueue, ModalHost } from './ui/modal-host';
import { createModalQueue } from './ui/modal-queue';
import type { ModalContent } from './ui/modal-host';

const ModalQueueContext = createContext<AppModalQueue | null>(null);

/** One modal queue for the page (spec §4): features enqueue, the host shows one at a time. */
export function ModalQueueProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createModalQueue<ModalContent>());
  return (
    <ModalQueueContext.Provider value={queue}>
      {children}
      <ModalHost queue={queue} />
    </ModalQueueContext.Provider>
  );
}

export function useModalQueue(): AppModalQueue {
  const queue = useContext(ModalQueueContext);
  if (!queue) throw new Error('useModalQueue outside ModalQueueProvider');
  return queue;
}
