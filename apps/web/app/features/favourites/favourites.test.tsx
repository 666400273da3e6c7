import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favouritesPaths } from '@stavka/contract/favourites';
import { ChampActions } from '../../shared/champ-actions';
import { EventActions } from '../../shared/event-actions';
import { sendJson, startTestServer, type TestServer } from '../../shared/http/test-http-server';
import { getAppStorage } from '../../shared/storage/app-storage';
import { readPreference, writePreference } from '../../shared/storage/preferences';
import { ru } from '../../shared/ui/test-utils';
import { FAVOURITE_CHAMPS_LIMIT } from './favourite-champs-store';
import { pointPageAt, renderWithFavourites, testPlayer } from './test-harness';

// The star (guests keep favourites in AppStorage "favorites", players on the server, merged on
// sign-in) and the bell's dialog of game events (api-contract §7.9).

const family = (Value: unknown) => ({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value });
const games = (ids: number[]) => family({ Games: ids.map((id) => ({ GameId: id, ConstId: id + 1000, AddedAt: 1 })) });
const body = (path: string) => JSON.parse(server.received.filter((r) => r.url.split('?')[0] === path).at(-1)?.body ?? 'null') as unknown;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  pointPageAt(server);
  server.route(favouritesPaths.list, (_request, response) => sendJson(response, 200, games([7])));
  server.route(favouritesPaths.migrateGames, (request, response) => sendJson(response, 200, games([7, ...(JSON.parse(request.body) as { gameIds: number[] }).gameIds])));
  server.route(favouritesPaths.eventTypes, (_request, response) =>
    sendJson(response, 200, family([{ Id: 2, Name: 'Изменение счёта' }, { Id: 3, Name: 'Окончание периода' }, { Id: 4, Name: 'Итоговый результат' }])),
  );
  server.route(favouritesPaths.subscription, (_request, response) => sendJson(response, 200, family({ GameId: 42, Events: [4] })));
  server.route(favouritesPaths.saveSubscription, (request, response) => {
    const { gameId, events } = JSON.parse(request.body) as { gameId: number; events: number[] };
    sendJson(response, 200, { success: true, data: { GameId: gameId, Events: events } });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  writePreference(getAppStorage(), 'favorites', { sports: [], champs: [], games: [], teams: [] });
});

const game = <EventActions game={{ id: 42, constId: 1042, live: true }} />;

describe('the favourite star', () => {
  it('keeps a guest’s favourites in AppStorage and toggles back', async () => {
    renderWithFavourites(game);
    const star = screen.getByRole('button', { name: ru('favourites_add') });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await screen.findByText(ru('favourites_added'));
    expect(screen.getByRole('button', { name: ru('favourites_remove') }).getAttribute('aria-pressed')).toBe('true');
    expect(readPreference(getAppStorage(), 'favorites').games).toEqual([42]);
    fireEvent.click(screen.getByRole('button', { name: ru('favourites_remove') }));
    await screen.findByText(ru('favourites_removed'));
    expect(readPreference(getAppStorage(), 'favorites').games).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('moves a guest’s favourites to the player’s on sign-in and clears the local copy', async () => {
    writePreference(getAppStorage(), 'favorites', { sports: [], champs: [], games: [42], teams: [] });
    renderWithFavourites(game, { viewer: testPlayer });
    await waitFor(() => expect(screen.getByRole('button', { name: ru('favourites_remove') }).getAttribute('aria-pressed')).toBe('true'));
    expect(body(favouritesPaths.migrateGames)).toEqual({ gameIds: [42] });
    expect(readPreference(getAppStorage(), 'favorites').games).toEqual([]);
  });
});

describe('the notifications bell', () => {
  it('asks a guest to sign in, with a link to the sign-in', async () => {
    renderWithFavourites(game);
    fireEvent.click(screen.getByRole('button', { name: ru('favourites_sub_bell') }));
    await screen.findByText(ru('favourites_sub_sign_in'));
    expect(screen.getByRole('link', { name: ru('identity_sign_in') }).getAttribute('href')).toBe('/ru/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the game’s events ticked as saved and saves the new choice', async () => {
    renderWithFavourites(game, { viewer: testPlayer });
    fireEvent.click(screen.getByRole('button', { name: ru('favourites_sub_bell') }));
    const dialog = await screen.findByRole('dialog', { name: ru('favourites_sub_title') });
    const result = await within(dialog).findByRole('checkbox', { name: 'Итоговый результат' });
    const score = within(dialog).getByRole('checkbox', { name: 'Изменение счёта' });
    expect([(result as HTMLInputElement).checked, (score as HTMLInputElement).checked]).toEqual([true, false]);
    fireEvent.click(score);
    fireEvent.click(within(dialog).getByRole('button', { name: ru('favourites_sub_save') }));
    await screen.findByText(ru('favourites_sub_saved'));
    expect(body(favouritesPaths.saveSubscription)).toEqual({ gameId: 42, events: [2, 4], lng: 'ru' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the notifications bell, opened again', () => {
  it('shows the choice just saved at once, without asking the server again', async () => {
    renderWithFavourites(game, { viewer: testPlayer });
    fireEvent.click(screen.getByRole('button', { name: ru('favourites_sub_bell') }));
    const first = await screen.findByRole('dialog', { name: ru('favourites_sub_title') });
    fireEvent.click(await within(first).findByRole('checkbox', { name: 'Окончание периода' }));
    fireEvent.click(within(first).getByRole('button', { name: ru('favourites_sub_save') }));
    await screen.findByText(ru('favourites_sub_saved'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reads = () => server.received.filter((r) => ([favouritesPaths.eventTypes, favouritesPaths.subscription] as readonly string[]).includes(r.url.split('?')[0] ?? '')).length;
    const readsBefore = reads();

    fireEvent.click(screen.getByRole('button', { name: ru('favourites_sub_bell') }));
    // No skeleton and no wait: the ticks are there as soon as the dialog is.
    const again = screen.getByRole('dialog', { name: ru('favourites_sub_title') });
    expect(within(again).queryByText(ru('favourites_sub_loading'))).toBeNull();
    const ticked = within(again)
      .getAllByRole('checkbox')
      .map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked]);
    expect(ticked).toEqual([
      ['Изменение счёта', false],
      ['Окончание периода', true],
      ['Итоговый результат', true],
    ]);
    expect(reads()).toBe(readsBefore);
  });
});

describe('the championship star', () => {
  const champ = <ChampActions champ={{ id: 88637, name: 'Англия. Премьер-лига' }} />;

  it('keeps favourite championships in AppStorage for a player too, beside the games, with no call', async () => {
    writePreference(getAppStorage(), 'favorites', { sports: [], champs: [], games: [], teams: [] });
    renderWithFavourites(champ, { viewer: testPlayer });
    fireEvent.click(await screen.findByRole('button', { name: ru('favourites_champ_add', { champ: 'Англия. Премьер-лига' }) }));
    await screen.findByText(ru('favourites_champ_added', { champ: 'Англия. Премьер-лига' }));
    expect(readPreference(getAppStorage(), 'favorites').champs).toEqual([88637]);
    const star = screen.getByRole('button', { name: ru('favourites_champ_remove', { champ: 'Англия. Премьер-лига' }) });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(server.received.filter((r) => r.url.includes('Favorite/Games'))).toEqual([]);
    fireEvent.click(star);
    await screen.findByText(ru('favourites_champ_removed', { champ: 'Англия. Премьер-лига' }));
    expect(readPreference(getAppStorage(), 'favorites').champs).toEqual([]);
  });

  it('refuses more than the limit and says why', async () => {
    const full = Array.from({ length: FAVOURITE_CHAMPS_LIMIT }, (_, index) => index + 1);
    writePreference(getAppStorage(), 'favorites', { sports: [], champs: full, games: [], teams: [] });
    renderWithFavourites(champ);
    fireEvent.click(await screen.findByRole('button', { name: ru('favourites_champ_add', { champ: 'Англия. Премьер-лига' }) }));
    await screen.findByText(ru('favourites_champ_limit', { limit: FAVOURITE_CHAMPS_LIMIT }));
    expect(readPreference(getAppStorage(), 'favorites').champs).toEqual(full);
  });
});
