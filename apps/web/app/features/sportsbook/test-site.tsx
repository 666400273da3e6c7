// Test support: renders sportsbook UI below a root route holding a brand (as the root loader
// does), with the real Russian dictionary. Only imported by *.test.tsx files.
import type { WebViewer } from '@stavka/contract/web-context';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { PublicSite } from '@stavka/contract/public-site';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import type { RootData } from '../../shared/root-data';
import { baseTestSite, ruTestDictionary } from '../../shared/test-site';
import { renderWithI18n } from '../../shared/ui/test-utils';
import type { OutcomeRef } from './event-view';
import type { PickedOutcome, SelectionSink } from './selection-types';

export const sportsSite: PublicSite = baseTestSite;

export function renderInSportsSite(ui: ReactElement, options: { oddsFormat?: OddsFormat; path?: string; viewer?: WebViewer | null } = {}) {
  const rootData: RootData = {
    site: sportsSite,
    dictionary: ruTestDictionary,
    theme: 'dark',
    timeZone: 'Europe/Moscow',
    oddsFormat: options.oddsFormat ?? 'decimal',
    nonce: '',
    viewer: options.viewer ?? null,
  };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: ui }] }],
    {
      initialEntries: [options.path ?? '/ru/'],
      hydrationData: { loaderData: { root: rootData } },
    },
  );
  return { ...renderWithI18n(<RouterProvider router={router} />), router };
}

const noTargets: readonly [] = [];

/** A bet slip that remembers what was pressed: a second press of a selection takes it out again. */
export function recordingSlip(): SelectionSink & { picks: PickedOutcome[] } {
  const picks: PickedOutcome[] = [];
  const listeners = new Set<() => void>();
  const key = (r: OutcomeRef) => `${r.gameId}:${r.group}:${r.type}:${r.param}:${r.playerId}`;
  return {
    picks,
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    isSelected: (ref) => picks.some((p) => key(p) === key(ref)),
    toggle(pick) {
      const index = picks.findIndex((p) => key(p) === key(pick));
      if (index >= 0) picks.splice(index, 1);
      else picks.push(pick);
      listeners.forEach((l) => l());
      return index >= 0 ? 'removed' : 'added';
    },
    watchTargets: () => noTargets,
    applyUpdates: () => undefined,
  };
}
