import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { oddsFormats, type OddsFormat } from '@stavka/domain/odds/formats';
import { useRootData } from '../../shared/root-data';
import { SelectModal } from '../../shared/ui/select-modal';
import { oddsText, useOddsFormat, useSetOddsFormat } from './odds-format';
import styles from './odds-format-switcher.module.css';

export const oddsFormatNames: Readonly<Record<OddsFormat, MessageKey>> = {
  decimal: 'sportsbook_odds_format_decimal',
  fractional: 'sportsbook_odds_format_fractional',
  american: 'sportsbook_odds_format_american',
  'hong-kong': 'sportsbook_odds_format_hong_kong',
  indonesian: 'sportsbook_odds_format_indonesian',
  malaysian: 'sportsbook_odds_format_malaysian',
};

/** The price in the header's button: 2.50 → 6/4 → +150. */
const SAMPLE = 2500;
/**
 * The dialog's example of each format: one price is not enough, because Hong Kong and Indonesian
 * agree above 2.00 and Hong Kong and Malaysian below it. A short and a long price together read
 * differently in all six (1.50 · 2.50 → 0.50 · 1.50 Hong Kong, −2.00 · 1.50 Indonesian).
 */
const DIALOG_SAMPLES = [1500, 2500] as const;

function samples(format: OddsFormat, lang: string): string {
  return DIALOG_SAMPLES.map((price) => oddsText(price, format, lang)).join(' · ');
}

/** The odds format in the header (UX.md): the current one, and a list of the six with an example. */
export function OddsFormatSwitcher() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const setFormat = useSetOddsFormat();
  const [open, setOpen] = useState(false);
  const name = t(oddsFormatNames[format]);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('sportsbook_odds_format_choose', { format: name })}
        title={t('sportsbook_odds_format_choose', { format: name })}
      >
        <span className={styles.sample}>{oddsText(SAMPLE, format, site.lang)}</span>
      </button>
      {open && (
        <SelectModal
          title={t('sportsbook_odds_format_title')}
          options={oddsFormats.map((id) => ({ id, name: `${t(oddsFormatNames[id])} (${samples(id, site.lang)})`, checked: id === format }))}
          onSelect={(option) => {
            setOpen(false);
            const chosen = oddsFormats.find((id) => id === option.id);
            if (chosen) setFormat(chosen);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
