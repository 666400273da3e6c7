// Joins CSS module class names; falsy parts are skipped (module lookups may be undefined).
export function cx(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
