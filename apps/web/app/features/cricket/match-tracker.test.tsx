import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/ui/test-utils';
import { cricketGameView } from './cricket-view';
import { MatchTracker } from './match-tracker';
import { CricketScoreboard } from './scoreboard';
import { cricketEvent, cricketScoreBlock, renderInSite } from './test-cricket';

describe('the cricket score cards', () => {
  it('show runs/wickets and overs, who is batting, and link to the game and its tracker', async () => {
    renderInSite(<CricketScoreboard games={[cricketGameView(cricketEvent())]} label="Live" emptyText="нет" />);
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('145/3 (15.2 ов.)')).toBeTruthy();
    expect(within(card).getByText(ru('cricket_yet_to_bat'))).toBeTruthy();
    expect(within(card).getByText(/на бите/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Мумбаи' }).getAttribute('href')).toBe('/ru/cricket/teams/71');
    expect(within(card).getByRole('link', { name: 'Матч Мумбаи — Ченнаи' }).getAttribute('href')).toBe('/ru/cricket/champs/4401-india-t20-league/900000001-mumbai-chennai');
    expect(within(card).getByRole('link', { name: 'Трекер матча Мумбаи — Ченнаи' }).getAttribute('href')).toBe('/ru/cricket/broadcasts/900000001');
  });

  it('say what to do when there are no games', async () => {
    renderInSite(<CricketScoreboard games={[]} label="Live" emptyText={ru('cricket_no_live')} />);
    expect(await screen.findByText(ru('cricket_no_live'))).toBeTruthy();
  });
});

describe('the match tracker', () => {
  const first = cricketGameView(cricketEvent());
  const next = cricketGameView(cricketEvent({ SC: cricketScoreBlock({ runs: [151, 0], wickets: [3, 0], balls: [93, 0] }) }));
  const chrono = { I: first.id, CI: 1, H: [{ K: 9, N: 'Событие', TS: 0, CP: 1, M: 0 as const, S1: 60, S2: 0 }] };

  /** The broadcast page as its loader refreshes it: the next score replaces the game prop. */
  function Refreshing() {
    const [game, setGame] = useState(first);
    return (
      <>
        <button type="button" onClick={() => setGame(next)}>
          refresh
        </button>
        <MatchTracker game={game} chrono={chrono} />
      </>
    );
  }

  it('draws each innings and shows the wickets of the feed as the last events', async () => {
    renderInSite(<MatchTracker game={first} chrono={chrono} />);
    expect(await screen.findByRole('heading', { name: ru('cricket_tracker_title') })).toBeTruthy();
    expect(screen.getByText(ru('cricket_tracker_no_video'))).toBeTruthy();
    expect(screen.getByText('Мумбаи: оверов 15 из 20, калиток 3, темп 9.46')).toBeTruthy();
    expect(screen.getByText('Ченнаи: оверов 0 из 20, калиток 0, темп 0')).toBeTruthy();
    expect(screen.getByText('Мумбаи: калитка при 60 ранах')).toBeTruthy();
  });

  it('adds a ball it sees bowled between two refreshes to the top of the last events', async () => {
    renderInSite(<Refreshing />);
    fireEvent.click(await screen.findByRole('button', { name: 'refresh' }));
    const events = document.querySelector('[data-events]');
    expect(events?.querySelectorAll('li')[0]?.textContent).toBe('6Мумбаи: ранов 6 (15.3 ов.)');
    expect(screen.getByText('151/3 (15.3 ов.)')).toBeTruthy();
  });
});
