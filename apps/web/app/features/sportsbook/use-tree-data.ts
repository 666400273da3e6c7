import { useEffect, useState } from 'react';
import { catalogueFromWire, countryNames, type TreeData } from './catalogue';
import { createFeedClient } from './feed-client';
import { pollingInterval } from '../../shared/live/betting-timers';
import { createPollingTimer } from '../../shared/live/polling-timer';

/**
 * The tree's catalogue, kept fresh at the menu intervals of wire-format §5 (live 5 s, line 10 s)
 * while the tab is visible; an unchanged answer changes nothing on the page.
 */
export function useTreeData(initial: TreeData, lang: string): TreeData {
  const [data, setData] = useState(initial);
  // New loader data (another page, another language) replaces what polling had.
  const [base, setBase] = useState(initial);
  if (base !== initial) {
    setBase(initial);
    setData(initial);
  }
  useEffect(() => {
    const client = createFeedClient();
    const seen = { live: '', line: '', countries: '' };
    const refresh = (part: 'live' | 'line') => async (signal: AbortSignal) => {
      const [sports, countries] = await Promise.all([client.sports(part === 'live' ? 1 : 3, lang, signal), client.countries(lang, signal)]);
      const sportsKey = JSON.stringify(sports);
      const countriesKey = JSON.stringify(countries);
      if (signal.aborted || (sportsKey === seen[part] && countriesKey === seen.countries)) return;
      seen[part] = sportsKey;
      seen.countries = countriesKey;
      setData((previous) => ({ ...previous, [part]: catalogueFromWire(sports), countries: countryNames(countries) }));
    };
    const timers = [
      createPollingTimer({ intervalMs: pollingInterval({ component: 'menu', kind: 'live' }), update: refresh('live') }),
      createPollingTimer({ intervalMs: pollingInterval({ component: 'menu', kind: 'line' }), update: refresh('line') }),
    ];
    const onVisibility = () => timers.forEach((timer) => (document.visibilityState === 'hidden' ? timer.pause() : timer.start({ immediate: true })));
    document.addEventListener('visibilitychange', onVisibility);
    if (document.visibilityState !== 'hidden') timers.forEach((timer) => timer.start());
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      timers.forEach((timer) => timer.destroy());
    };
  }, [lang]);
  return data;
}
