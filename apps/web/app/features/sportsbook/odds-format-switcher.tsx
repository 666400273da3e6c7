import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oddsFormats } from '@stavka/domain/odds/formats';
import { oddsFormatNames, oddsFormatSamples } from '../../shared/odds-format-names';
import { useRootData } from '../../shared/root-data';
import { SelectModal } from '../../shared/ui/select-modal';
import { oddsText, useOddsFormat, useSetOddsFormat } from './odds-format';
import styles from './odds-format-switcher.module.css';

/** The price in the header's button: 2.50 → 6/4 → +150. */
const SAMPLE = 2500;

/** The odds format in the header (UX.md): the current one, and a list of the six with an example. */
export function OddsFormatSwitcher() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  const setFormat = useSetOddsFormat();
  const [open, setOpen] = useState(false);
  const name = t(oddsFormatNames[format]);
  const sample = oddsText(SAMPLE, format, site.lang);
  // The name starts with what the button shows (WCAG 2.5.3), then says what it is.
  const label = t('sportsbook_odds_format_choose', { shown: sample, format: name });
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
      >
        <span className={styles.sample}>{sample}</span>
      </button>
      {open && (
        <SelectModal
          title={t('sportsbook_odds_format_title')}
          options={oddsFormats.map((id) => ({ id, name: `${t(oddsFormatNames[id])} (${oddsFormatSamples(id, site.lang)})`, checked: id === format }))}
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
