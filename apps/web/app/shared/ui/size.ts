// The UI size scale and status kinds of spec §3, as const tables shared by components and tokens.css.

/** spec §3: UI size scale xxxxs to xxl, default m. */
export const sizes = ['xxxxs', 'xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type Size = (typeof sizes)[number];
export const defaultSize: Size = 'm';

/** spec §3: status kinds. */
export const statusKinds = ['success', 'error', 'warning', 'info', 'question', 'pending', 'live', 'selected'] as const;
export type StatusKind = (typeof statusKinds)[number];

/** spec §4: message kinds, a subset of the status kinds. */
export const messageKinds = ['error', 'success', 'warning', 'info'] as const satisfies readonly StatusKind[];
export type MessageKind = (typeof messageKinds)[number];

/** CSS custom property of a spacing step (tokens.css). */
export function spaceVar(size: Size): string {
  return `var(--space-${size})`;
}

/** CSS custom property of a font size step (tokens.css). */
export function fontSizeVar(size: Size): string {
  return `var(--font-size-${size})`;
}

/** CSS custom property of an icon size step (tokens.css). */
export function iconSizeVar(size: Size): string {
  return `var(--icon-size-${size})`;
}

/** Foreground colour of a status kind (tokens.css). */
export function statusColorVar(kind: StatusKind): string {
  return `var(--status-${kind})`;
}

export function isSize(value: string): value is Size {
  return (sizes as readonly string[]).includes(value);
}
