import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSPARENT_PIXEL } from '../../shared/ui/media';
import { cx } from '../../shared/ui/class-names';
import styles from './crest.module.css';

/** Crest sizes in CSS pixels: a list row, a championship heading, the game page's teams. */
const SIZES = { row: 16, head: 18, game: 40 } as const;

export interface CrestProps {
  /** The logo's URL (event-view.ts logoUrl); null when the feed names none (the room stays). */
  readonly src: string | null;
  /** The team's or the championship's name, for the alt text. */
  readonly name: string;
  readonly kind: 'team' | 'champ';
  readonly size: keyof typeof SIZES;
}

/**
 * A team's crest or a championship's logo (wire-format O1IMG/O2IMG/CHIMG): fixed size (the row
 * never shifts when it loads), loaded lazily, described by its alt text; one that fails to load
 * leaves its room empty.
 */
export function Crest({ src, name, kind, size }: CrestProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const px = SIZES[size];
  if (src === null) return <span className={cx(styles.crest, styles[size])} aria-hidden="true" />;
  return (
    <img
      className={cx(styles.crest, styles[size])}
      src={failed === src ? TRANSPARENT_PIXEL : src}
      alt={t(kind === 'team' ? 'sportsbook_crest_alt' : 'sportsbook_champ_logo_alt', { name })}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
