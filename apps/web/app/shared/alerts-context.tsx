import { createContext, useContext, useState, type ReactNode } from 'react';
import { type AlertStore, createAlertStore } from './ui/alert-store';
import { AlertList } from './ui/alerts';

const AlertsContext = createContext<AlertStore | null>(null);

/** One alert store for the page: features show messages (spec §4 alert kinds), the list renders them. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAlertStore);
  return (
    <AlertsContext.Provider value={store}>
      {children}
      <AlertList store={store} />
    </AlertsContext.Provider>
  );
}

/** The page's alert store, or null where no provider gives one (a component rendered on its own). */
export function useOptionalAlerts(): AlertStore | null {
  return useContext(AlertsContext);
}

export function useAlerts(): AlertStore {
  const store = useContext(AlertsContext);
  if (!store) throw new Error('useAlerts outside AlertsProvider');
  return store;
}
