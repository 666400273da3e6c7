import { createContext, useContext, type CSSProperties } from 'react';
import { cx } from './class-names';
import { directionalIcons, type IconName } from './icon-names';
import { defaultSize, iconSizeVar, type Size } from './size';
import styles from './icon.module.css';

/** Where the sprite lives; spec §7.13: a sprite is fetched as {path}/{name}.svg. */
export interface SpriteLocation {
  readonly path: string;
  readonly name: string;
}

export const defaultSprite: SpriteLocation = { path: '/icons', name: 'sprite' };

/** Lets the app point icons at a CDN copy of the sprite. */
export const SpriteContext = createContext<SpriteLocation>(defaultSprite);

export function spriteUrl({ path, name }: SpriteLocation): string {
  return `${path.replace(/\/+$/, '')}/${name}.svg`;
}

export interface IconProps {
  readonly name: IconName;
  readonly size?: Size;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  readonly label?: string;
  readonly className?: string;
}

export function Icon({ name, size = defaultSize, label, className }: IconProps) {
  const sprite = useContext(SpriteContext);
  const style = { '--icon-size': iconSizeVar(size) } as CSSProperties;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={cx(styles.icon, directionalIcons.has(name) && styles.mirrored, className)}
      style={style}
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      <use href={`${spriteUrl(sprite)}#${name}`} />
    </svg>
  );
}
