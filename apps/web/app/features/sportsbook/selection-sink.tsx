// Where a clicked price goes: the bet slip the layout provides (selection-types.ts), and the
// watcher that keeps the slip's prices fresh by push while the slip holds anything.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { OutcomeRef } from './event-view';
import type { SelectionSink } from './selection-types';
import { useSlipWatch } from './use-slip-watch';

const noTargets: readonly [] = [];

const noSink: SelectionSink = {
  subscribe: () => () => undefined,
  isSelected: () => false,
  toggle: () => 'limit',
  watchTargets: () => noTargets,
  applyUpdates: () => undefined,
};

const SelectionContext = createContext<SelectionSink>(noSink);

/** Puts a bet slip behind every price button of the page and keeps its games fresh. */
export function SelectionProvider({ sink, children }: { sink: SelectionSink; children: ReactNode }) {
  useSlipWatch(sink);
  return <SelectionContext value={sink}>{children}</SelectionContext>;
}

export function useSelectionSink(): SelectionSink {
  return useContext(SelectionContext);
}

/** Whether an outcome is in the slip; re-renders only when that answer changes. */
export function useIsSelected(ref: OutcomeRef): boolean {
  const sink = useSelectionSink();
  return useSyncExternalStore(
    sink.subscribe,
    () => sink.isSelected(ref),
    () => false,
  );
}

