import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wireEvent } from '../../shared/live/test-wire';
import { HomeMulti } from './home-multi';
import { homeVariantOf, type HomeBlockData } from './home-loaders';
import { baseTestSite } from '../../shared/test-site';
import { championsCup, renderSection } from './section-test-site';

const tree = { live: [], line: [], countries: {} };

describe('the home page variant', () => {
  it('is what the public configuration says for this visitor, the default without one', () => {
    expect(homeVariantOf(null)).toBe('default');
    expect(homeVariantOf(baseTestSite)).toBe('default');
    expect(homeVariantOf({ ...baseTestSite, homePage: { variant: 'asian', blocks: [] } })).toBe('asian');
    expect(homeVariantOf({ ...baseTestSite, homePage: { variant: 'multi', blocks: [{ type: 'info' }] } })).toBe('multi');
  });

  it('multi-build renders the configured blocks in their order', async () => {
    const game = wireEvent(4242, { KI: 3, LI: 10221, L: 'Европа. Кубок чемпионов. Группа A', O1: 'Атланты', O2: 'Титаны' });
    const blocks: HomeBlockData[] = [
      { key: 'globalEvent-0', block: { type: 'globalEvent' }, title: 'Кубок чемпионов', data: { kind: 3, scope: { type: 'champ', champId: 10220 }, initial: [game] } },
      { key: 'tabs-1', block: { type: 'tabs' }, title: '', data: null },
      { key: 'info-2', block: { type: 'info' }, title: '', data: null },
    ];
    const { container } = renderSection(<HomeMulti tree={tree} blocks={blocks} info={<p>Где почитать</p>} />, { site: { globalEvent: championsCup } });
    const event = await screen.findByRole('region', { name: 'Кубок чемпионов · Линия' });
    expect(within(event).getByRole('link', { name: 'Атланты — Титаны' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Разделы ставок' })).toBeTruthy();
    // The order of the configuration: the global event, the tabs, then the info block.
    const order = [...container.querySelectorAll('section, nav, p')].map((el) => el.getAttribute('aria-label') ?? el.textContent?.slice(0, 12));
    expect(order.indexOf('Разделы ставок')).toBeGreaterThan(0);
    expect(order.at(-1)).toBe('Где почитать');
  });
});
