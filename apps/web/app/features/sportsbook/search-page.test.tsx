import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchPage } from './search-page';
import type { SearchPageData } from './search-page-data';
import { renderInSportsSite } from './test-site';
import { wireEvent } from './test-wire';

const empty: SearchPageData = { tree: { live: [], line: [], countries: {} }, query: '', refused: 'empty', live: [], line: [] };

describe('the search of events', () => {
  it('sends the text to ?q= once the player stops typing', async () => {
    const { router } = renderInSportsSite(<SearchPage data={empty} />, { path: '/ru/search' });
    const box = await screen.findByRole('searchbox', { name: 'Команда или турнир' });
    fireEvent.change(box, { target: { value: 'Че' } });
    fireEvent.change(box, { target: { value: 'Челси' } });
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Челси'));
    // The same text again sends nothing: a result pressed meanwhile is not cut short.
    const key = router.state.location.key;
    fireEvent.change(box, { target: { value: 'Челси ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(router.state.location.key).toBe(key);
  });

  it('refuses a text over 100 characters with a message and does not send it', async () => {
    const { router } = renderInSportsSite(<SearchPage data={empty} />, { path: '/ru/search' });
    const box = await screen.findByRole('searchbox');
    fireEvent.change(box, { target: { value: 'а'.repeat(101) } });
    expect((await screen.findByRole('alert')).textContent).toBe('Слишком длинный запрос: не больше 100 символов. Сократите его.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(router.state.location.search).toBe('');
    // Exactly 100 is allowed.
    fireEvent.change(box, { target: { value: 'а'.repeat(100) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('а'.repeat(100)));
  });

  it('lists live and line matches as rows with their prices, links to the game and the championship, and matching championships', async () => {
    const live = [wireEvent()];
    const line = [wireEvent({ I: 800, ZP: 800, KI: 3, O1: 'Челси', O2: 'Арсенал', O1E: 'Chelsea', O2E: 'Arsenal' })];
    renderInSportsSite(<SearchPage data={{ ...empty, query: 'премьер', refused: null, live, line }} />, { path: '/ru/search?q=премьер' });
    expect((await screen.findByText('Найдено матчей: 2')).getAttribute('role')).toBe('status');
    // Rows as in the lists: the teams link to the game (a live one with its score), the header to
    // the championship, and the main prices go to the slip.
    const liveSection = screen.getByRole('region', { name: 'Лайв' });
    const game = within(liveSection).getByRole('link', { name: /^Челси — Брайтон/ });
    expect(game.getAttribute('href')).toBe('/ru/live/football/88637-england-premier-league/700000001-chelsea-brighton');
    expect(within(liveSection).getByRole('link', { name: 'Футбол. Англия. Премьер-лига' }).getAttribute('href')).toBe('/ru/live/football/88637-england-premier-league');
    expect(within(liveSection).getAllByRole('button', { name: / — Челси — Брайтон$/ }).length).toBeGreaterThan(0);
    const lineSection = screen.getByRole('region', { name: 'Линия' });
    expect(within(lineSection).getByRole('link', { name: 'Челси — Арсенал' }).getAttribute('href')).toBe('/ru/line/football/88637-england-premier-league/800-chelsea-arsenal');
    expect(within(lineSection).getAllByRole('button', { name: / — Челси — Арсенал$/ }).length).toBeGreaterThan(0);
    const champs = screen.getByRole('region', { name: 'Турниры' });
    expect(within(champs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/ru/live/football/88637-england-premier-league', '/ru/line/football/88637-england-premier-league']);
  });

  it('says when nothing is found and when a text in the URL is too long', async () => {
    const view = renderInSportsSite(<SearchPage data={{ ...empty, query: 'зззз', refused: null }} />);
    expect((await screen.findByRole('status')).textContent).toContain('По запросу «зззз» ничего не найдено');
    view.unmount();
    renderInSportsSite(<SearchPage data={{ ...empty, query: 'б'.repeat(120), refused: 'long' }} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
