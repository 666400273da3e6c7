import { useContext, type CSSProperties } from 'react';
import { cx } from '../../shared/ui/class-names';
import { SpriteContext, spriteUrl } from '../../shared/ui/icon';
import { iconSizeVar, type Size } from '../../shared/ui/size';
import styles from './sport-icon.module.css';

// A sport's icon beside its name (issue 14 "Look": sport icons in the tree and lists), drawn in the
// text colour from the sports sprite (public/icons/sports.svg, beside the main sprite). The feed's
// sport ids are those of the family's sites; a sport without a drawing of its own gets a cup.

export const sportGlyphs = [
  'football',
  'hockey',
  'basketball',
  'tennis',
  'volleyball',
  'handball',
  'table-tennis',
  'esports',
  'cyber',
  'horse-racing',
  'cricket',
  'combat',
  'politics',
  'marbles',
  'racing',
  'sport',
] as const;
export type SportGlyph = (typeof sportGlyphs)[number];

const GLYPH_BY_SPORT: Readonly<Record<number, SportGlyph>> = {
  1: 'football',
  2: 'hockey',
  3: 'basketball',
  4: 'tennis',
  6: 'volleyball',
  8: 'handball',
  9: 'combat',
  10: 'table-tennis',
  40: 'esports',
  44: 'horse-racing',
  66: 'cricket',
  85: 'cyber',
  89: 'cyber',
  144: 'cyber',
  189: 'combat',
  202: 'politics',
  301: 'marbles',
  311: 'racing',
};

export function sportGlyph(sportId: number): SportGlyph {
  return GLYPH_BY_SPORT[sportId] ?? 'sport';
}

/** Decorative: the sport's name is always beside it. */
export function SportIcon({ sportId, size = 's', className }: { sportId: number; size?: Size; className?: string }) {
  const { path } = useContext(SpriteContext);
  const glyph = sportGlyph(sportId);
  const style = { '--icon-size': iconSizeVar(size) } as CSSProperties;
  return (
    <svg className={cx(styles.icon, className)} style={style} focusable="false" aria-hidden="true" data-sport-icon={glyph}>
      <use href={`${spriteUrl({ path, name: 'sports' })}#${glyph}`} />
    </svg>
  );
}
