import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oddsFormats, type OddsFormat } from '@stavka/domain/odds/formats';
import { getAppStorage } from '../../shared/storage/app-storage';
import { readPreference } from '../../shared/storage/preferences';
import { eventView } from './event-view';
import { oddsText, OddsFormatProvider } from './odds-format';
import { OddsFormatSwitcher } from './odds-format-switcher';
import { PriceButton } from './price-button';
import { wireEvent } from './test-wire';
import { renderInSportsSite } from './test-site';

describe('odds in six formats (issue 4)', () => {
  it.each<[OddsFormat, string, string]>([
    ['decimal', '2,50', '2.50'],
    ['fractional', '6/4', '6/4'],
    ['american', '+150', '+150'],
    ['hong-kong', '1,50', '1.50'],
    ['indonesian', '1,50', '1.50'],
    ['malaysian', '-0,67', '-0.67'],
  ])('2.50 in %s reads %s in Russian and %s in English', (format, inRu, inEn) => {
    expect(oddsText(2500, format, 'ru').replace('\u2212', '-')).toBe(inRu);
    expect(oddsText(2500, format, 'en').replace('\u2212', '-')).toBe(inEn);
  });

  it('samples each format in the dialog with its own values (a short and a long price)', async () => {
    renderInSportsSite(
      <OddsFormatProvider initial="decimal">
        <OddsFormatSwitcher />
      </OddsFormatProvider>,
    );
    const trigger = screen.getByRole('button', { name: /Формат коэффициентов: Десятичный/ });
    // Its name starts with what it shows (WCAG 2.5.3 label in name).
    expect(trigger.getAttribute('aria-label')?.startsWith(trigger.textContent ?? '-')).toBe(true);
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Формат коэффициентов' });
    const samples = within(dialog)
      .getAllByRole('option')
      .map((option) => (option.textContent ?? '').replaceAll('\u2212', '-'));
    expect(samples).toEqual([
      expect.stringMatching(/^Десятичный \(1,50 · 2,50\)/),
      expect.stringMatching(/^Дробный \(британский\) \(1\/2 · 6\/4\)/),
      expect.stringMatching(/^Американский \(-200 · \+150\)/),
      expect.stringMatching(/^Гонконгский \(0,50 · 1,50\)/),
      expect.stringMatching(/^Индонезийский \(-2,00 · 1,50\)/),
      expect.stringMatching(/^Малайзийский \(0,50 · -0,67\)/),
    ]);
  });

  it('bets a price shown from the fractional ladder at its exact decimal', async () => {
    const event = eventView(wireEvent());
    const home = event.main?.columns[0]?.outcome;
    if (!home) throw new Error('the test event has a 1X2');
    const picked: number[] = [];
    renderInSportsSite(
      <OddsFormatProvider initial="fractional">
        <PriceButton outcome={{ ...home, price: 2743 }} label="1" eventLabel="Челси — Брайтон" onPick={(o) => picked.push(o.price)} />
      </OddsFormatProvider>,
    );
    const price = await screen.findByRole('button', { name: /^П1 7\/4 — / });
    fireEvent.click(price);
    expect(picked).toEqual([2743]);
  });

  it('shows a dash rather than failing on a price that pays nothing back', () => {
    expect(oddsText(1000, 'american', 'ru')).toBe('—');
  });

  it('switches every price on the page at once and remembers the format for the next page', async () => {
    const event = eventView(wireEvent());
    const home = event.main?.columns[0]?.outcome;
    if (!home) throw new Error('the test event has a 1X2');
    renderInSportsSite(
      <OddsFormatProvider initial="decimal">
        <OddsFormatSwitcher />
        <PriceButton outcome={home} label="1" eventLabel="Челси — Брайтон" onPick={() => undefined} />
      </OddsFormatProvider>,
    );
    const price = await screen.findByRole('button', { name: /^П1 2,50 — Челси — Брайтон$/ });
    expect(price.textContent).toContain('2,50');

    fireEvent.click(screen.getByRole('button', { name: /Формат коэффициентов: Десятичный/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Формат коэффициентов' });
    expect(within(dialog).getAllByRole('option')).toHaveLength(oddsFormats.length);
    await act(async () => fireEvent.click(within(dialog).getByRole('option', { name: /Дробный/ })));

    expect(price.textContent).toContain('6/4');
    expect(price.getAttribute('aria-label')).toContain('П1 6/4 — ');
    expect(document.cookie).toContain('coef_view=1');
    expect(readPreference(getAppStorage(), 'coefficientFormat')).toBe(1);
  });

  it('renders the first paint in the format the server chose', async () => {
    const home = eventView(wireEvent()).main?.columns[0]?.outcome;
    if (!home) throw new Error('the test event has a 1X2');
    renderInSportsSite(
      <OddsFormatProvider initial="american">
        <PriceButton outcome={home} label="1" eventLabel="Челси — Брайтон" onPick={() => undefined} />
      </OddsFormatProvider>,
    );
    expect((await screen.findByRole('button', { name: /^П1 \+150 — / })).textContent).toContain('+150');
  });
});
