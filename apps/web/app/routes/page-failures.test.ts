// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCricketClient } from '../features/cricket/cricket-client';
import { loadCricketChamp } from '../features/cricket/cricket-loaders';
import { createTeamClient } from '../features/team/team-client';
import { loadPlayerPage, loadTeamPage } from '../features/team/team-loaders';
import { PageDataUnavailable } from '../shared/http/page-reads';
import { sendJson, startTestServer, type TestServer } from '../shared/http/test-http-server';

// The team and cricket loaders over a real HTTP server standing in for the feed: an unknown team or
// championship is the 404 page (it was a 500), a part that fails fails the page (503 and the error
// page, entry.server.tsx; it was an empty list that looked like "no games"), and a player's unknown
// team only leaves that part out.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refusal = (error: string) => ({ Id: 0, Success: false, Error: error, ErrorCode: 404, Guid: '', Value: null });
const envelope = (value: unknown) => ({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value });
const team = { I: 71, N: 'Мумбаи', NE: 'Mumbai', SI: 66, SN: 'Крикет', COI: 356, CN: 'Индия', IMG: [], PL: [] };

/** What a loader threw: the 404 page is a React Router `data()` response with its status. */
async function thrownBy(load: Promise<unknown>): Promise<unknown> {
  try {
    await load;
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not fail');
}

const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

describe('the team and cricket loaders', () => {
  const teamClient = () => createTeamClient({ baseUrl: server.baseUrl, timeoutMs: 1_000 });
  const cricketClient = () => createCricketClient({ baseUrl: server.baseUrl, timeoutMs: 1_000 });
  let gamesStatus: number;
  beforeEach(() => {
    gamesStatus = 200;
    server.route('/service-api/rest-core/Team', (req, res) => sendJson(res, 200, req.url.includes('teamId=71') ? envelope(team) : refusal('Team is not found in Sports')));
    for (const root of ['LiveFeed', 'LineFeed']) {
      server.route(`/service-api/${root}/GetTeamGamesZip`, (_req, res) => sendJson(res, gamesStatus, gamesStatus === 200 ? envelope([]) : { Success: false }));
      server.route(`/service-api/${root}/Get1x2_VZip`, (_req, res) => sendJson(res, 200, envelope([])));
    }
    server.route('/service-api/result/web/api/v3/teamGames', (_req, res) => sendJson(res, 200, { count: 0 }));
    server.route('/service-api/rest-core/Player', (_req, res) =>
      sendJson(res, 200, envelope({ I: 5, N: 'Игрок', NE: 'Player', TI: 999, TN: 'Gone', SI: 66, SN: 'Крикет', COI: 356, CN: 'Индия' })),
    );
    server.route('/service-api/LineFeed/GetChampZip', (_req, res) => sendJson(res, 200, refusal('Championship is not found in Sports')));
  });

  it('renders a known team', async () => {
    expect(await loadTeamPage(teamClient(), 'ru', '71')).toEqual({ team, live: [], line: [], results: [] });
  });

  it('answers 404 for a team, a championship the feed does not know', async () => {
    expect(statusOf(await thrownBy(loadTeamPage(teamClient(), 'ru', '99999999')))).toBe(404);
    expect(statusOf(await thrownBy(loadCricketChamp(cricketClient(), 'ru', '99999999')))).toBe(404);
  });

  it("shows a player whose team the feed does not know, without the team's part", async () => {
    expect(await loadPlayerPage(teamClient(), 'ru', '5')).toMatchObject({ player: { I: 5 }, team: null });
  });

  it('fails the page when a part of it fails, instead of showing an empty list', async () => {
    gamesStatus = 502;
    expect(await thrownBy(loadTeamPage(teamClient(), 'ru', '71'))).toBeInstanceOf(PageDataUnavailable);
  });
});
