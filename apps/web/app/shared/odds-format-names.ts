// The six odds formats as a player reads their names and examples, in the header's switch and in
// office_settings (issue 4; decision 0041).
import { formatOdds, type OddsFormat } from '@stavka/domain/odds/formats';
import { intlLocale } from '@stavka/i18n/format';
import type { MessageKey } from '@stavka/i18n/dictionaries';

export const oddsFormatNames: Readonly<Record<OddsFormat, MessageKey>> = {
  decimal: 'sportsbook_odds_format_decimal',
  fractional: 'sportsbook_odds_format_fractional',
  american: 'sportsbook_odds_format_american',
  'hong-kong': 'sportsbook_odds_format_hong_kong',
  indonesian: 'sportsbook_odds_format_indonesian',
  malaysian: 'sportsbook_odds_format_malaysian',
};

/**
 * The example of each format: one price is not enough, because Hong Kong and Indonesian agree
 * above 2.00 and Hong Kong and Malaysian below it. A short and a long price together read
 * differently in all six (1.50 · 2.50 → 0.50 · 1.50 Hong Kong, −2.00 · 1.50 Indonesian).
 */
const SAMPLES = [1500, 2500] as const;

export function oddsFormatSamples(format: OddsFormat, lang: string): string {
  return SAMPLES.map((price) => formatOdds(price, format, intlLocale(lang))).join(' · ');
}
