import { useSyncExternalStore, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { ModalErrorBoundary } from './modal-error-boundary';
import { modalStatus, type ModalEntry, type ModalQueue } from './modal-queue';

/** What a queued modal shows: a translated title and content that may end the modal itself. */
export interface ModalContent {
  readonly title: ReactNode;
  readonly render: (controls: { readonly close: () => void; readonly fail: (error?: unknown) => void }) => ReactNode;
  readonly size?: DialogProps['size'];
  readonly flush?: boolean;
  readonly back?: DialogProps['back'];
}

export type AppModalQueue = ModalQueue<ModalContent>;

type ModalControls = Parameters<ModalContent['render']>[0];

/** Calls the content's render inside the error boundary, so a throwing render is caught too. */
function ModalBody({ render, ...controls }: ModalControls & { readonly render: ModalContent['render'] }) {
  return render(controls);
}

export function useModalEntries<P>(queue: ModalQueue<P>): readonly ModalEntry<P>[] {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
}

/**
 * Renders the open modals of a queue as dialogs (spec §4): the one open modal, then overlays on
 * top of it. A modal whose content throws is marked failed and the next one opens.
 */
export function ModalHost({ queue }: { readonly queue: AppModalQueue }) {
  const entries = useModalEntries(queue);
  const open = entries.filter((entry) => entry.status === modalStatus.opened);
  const ordered = [...open.filter((entry) => !entry.overlay), ...open.filter((entry) => entry.overlay)];
  return (
    <>
      {ordered.map((entry) => {
        const close = () => queue.close(entry.id);
        const fail = (error?: unknown) => queue.fail(entry.id, error);
        const { title, render, size, flush, back } = entry.payload;
        return (
          <ModalErrorBoundary key={entry.id} onError={fail}>
            <Dialog
              title={title}
              onClose={close}
              closable={entry.closable}
              closeOnBackdrop={entry.closeOnBackdrop}
              size={size}
              flush={flush}
              back={back}
            >
              <ModalBody render={render} close={close} fail={fail} />
            </Dialog>
          </ModalErrorBoundary>
        );
      })}
    </>
  );
}
