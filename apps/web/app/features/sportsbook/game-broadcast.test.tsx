import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WireGame } from '@stavka/contract/feed-wire';
import { createHttpClient } from '../../shared/http/http-client';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveFeedProvider } from '../../shared/live/live-hooks';
import { ru } from '../../shared/ui/test-utils';
import { GamePage } from './game-page';
import { OddsFormatProvider } from './odds-format';
import { SelectionProvider } from './selection-sink';
import { envelope, outcome, wireEvent } from './test-wire';
import { recordingSlip, renderInSportsSite } from './test-site';

// The game page of a game in play with a broadcast (wire-format VI): its crests and the
// championship's logo, the broadcast button, and the match tracker it opens — the score,
// statistics as bars and the key moments read from GetChronoOfPlayZip; cricket's broadcast is the
// cricket section's page.

const ID = 700_000_010;

function liveGame(extra: Partial<WireGame> = {}): WireGame {
  const { E: _E, AE: _AE, ...header } = wireEvent({
    I: ID,
    ZP: ID,
    O1IMG: ['1988.svg'],
    O2IMG: ['2026.svg'],
    CHIMG: '88637.svg',
    VI: String(ID + 1_000_000),
    SC: {
      FS: { S1: 2, S2: 1 },
      PS: [],
      CP: 2,
      CPS: '2-й тайм',
      TS: 4557,
      SLS: '75 минут',
      I: '',
      ST: [{ Key: 0, Value: [{ ID: 70, N: 'Угловые', S1: '4', S2: '5' }] }],
    },
  });
  return { ...header, EGC: 1, GE: [{ G: 1, E: [[outcome(1, 1, 2500)], [outcome(1, 2, 3400)], [outcome(1, 3, 2900)]] }], ...extra };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.route('/service-api/LiveFeed/GetChronoOfPlayZip', (_request, response) => {
    sendJson(
      response,
      200,
      envelope({
        I: ID,
        CI: ID + 1_000_000,
        H: [
          { K: 1, N: 'Гол', TS: 1_210, CP: 1, M: 1, S1: 1, S2: 0 },
          { K: 2, N: 'Красная карточка', TS: 2_950, CP: 2, M: 2, S1: 1, S2: 0 },
          { K: 1, N: 'Гол', TS: 4_020, CP: 2, M: 2, S1: 2, S2: 1 },
        ],
      }),
    );
  });
  const happy = Reflect.get(window, 'happyDOM') as { setURL(url: string): void };
  happy.setURL(`${server.baseUrl}/ru/`);
});
afterAll(() => server.close());
afterEach(() => cleanup());

function renderGame(initial: WireGame, finished = false) {
  const feed = new LiveFeed({ socket: null, http: createHttpClient({ baseUrl: server.baseUrl }), lng: 'ru' });
  return renderInSportsSite(
    <LiveFeedProvider feed={feed}>
      <SelectionProvider sink={recordingSlip()}>
        <OddsFormatProvider initial="decimal">
          <GamePage requestedId={initial.I} initial={initial} finished={finished} />
        </OddsFormatProvider>
      </SelectionProvider>
    </LiveFeedProvider>,
  );
}

describe('a game in play with a broadcast', () => {
  it("shows both teams' crests and the championship's logo, sized and loaded lazily", async () => {
    renderGame(liveGame());
    const heading = await screen.findByRole('heading', { level: 1 });
    const crests = within(heading).getAllByRole('img');
    expect(crests.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('loading')])).toEqual([
      ['/sfiles/logo_teams/1988.svg', ru('sportsbook_crest_alt', { name: 'Челси' }), '40', 'lazy'],
      ['/sfiles/logo_teams/2026.svg', ru('sportsbook_crest_alt', { name: 'Брайтон' }), '40', 'lazy'],
    ]);
    expect(screen.getByRole('img', { name: ru('sportsbook_champ_logo_alt', { name: 'Англия. Премьер-лига' }) }).getAttribute('src')).toBe('/sfiles/logo_champs/88637.svg');
  });

  it('notes the ground and its city, the format and the round (MIS)', async () => {
    const MIS = [
      { K: 1, V: '12-й тур' },
      { K: 2, V: 'Стадион «Нортбридж»' },
      { K: 3, V: '2 тайма по 45 минут' },
      { K: 7, V: 'Нортбридж' },
    ];
    renderGame(liveGame({ MIS }));
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('[data-game-notes]')?.textContent).toBe('Стадион «Нортбридж», Нортбридж · 2 тайма по 45 минут · 12-й тур');
  });

  it('opens the match tracker: score, statistics and the key moments, newest first', async () => {
    renderGame(liveGame());
    const open = await screen.findByRole('button', { name: ru('game_broadcast_open') });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const tracker = screen.getByRole('region', { name: ru('game_tracker_title') });
    expect(tracker.querySelector('[data-tracker-score]')?.textContent).toBe('2:1');
    expect(within(tracker).getByRole('listitem', { name: ru('game_tracker_stat', { name: 'Угловые', home: 4, away: 5 }) })).toBeTruthy();
    const moments = await waitFor(() => {
      const list = tracker.querySelector('[data-moments]');
      if (!list) throw new Error('the key moments are not shown yet');
      return list;
    });
    expect([...moments.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      `${ru('game_tracker_moment_team', { minute: 68, name: 'Гол', team: 'Брайтон' })} · ${ru('game_tracker_moment_score', { home: 2, away: 1 })}`,
      ru('game_tracker_moment_team', { minute: 50, name: 'Красная карточка', team: 'Брайтон' }),
      `${ru('game_tracker_moment_team', { minute: 21, name: 'Гол', team: 'Челси' })} · ${ru('game_tracker_moment_score', { home: 1, away: 0 })}`,
    ]);
    fireEvent.click(screen.getByRole('button', { name: ru('game_broadcast_close') }));
    expect(screen.queryByRole('region', { name: ru('game_tracker_title') })).toBeNull();
  });

  it('offers no broadcast without a video id, nor once the game is over', async () => {
    const { VI: _VI, ...plain } = liveGame();
    const { unmount } = renderGame(plain);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: ru('game_broadcast_open') })).toBeNull();
    unmount();
    renderGame(liveGame(), true);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: ru('game_broadcast_open') })).toBeNull();
  });

  it("leads a cricket game's broadcast to the cricket section's broadcast page", async () => {
    renderGame(liveGame({ SI: 66, SN: 'Крикет' }));
    const link = await screen.findByRole('link', { name: ru('game_broadcast_open') });
    expect(link.getAttribute('href')).toBe(`/ru/cricket/broadcasts/${ID}`);
  });
});
