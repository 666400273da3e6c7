// Amounts of a sale as the browser handles them: the server's exact decimal text read into minor
// units of its scale and written back, and what a player types (a comma or a point) made into that
// text. Only for showing and asking: the server reads every amount again and decides (DESIGN §1.4).

export interface ExactAmount {
  readonly minor: bigint;
  readonly scale: number;
}

/** "89.30" → 8930 at scale 2; null for text that is not a plain decimal. */
export function readExact(text: string): ExactAmount | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { minor: BigInt(`${match[1] ?? '0'}${fraction}`), scale: fraction.length };
}

/** 8930 at scale 2 → "89.30". */
export function exactText(minor: bigint, scale: number): string {
  const digits = minor.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** What a player typed as an amount of `scale` digits ("150", "150,5" → "150.50"), or null. */
export function typedAmount(input: string, scale: number): string | null {
  const match = /^(\d{1,15})(?:[.,](\d*))?$/.exec(input.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  const minor = BigInt(`${match[1] ?? '0'}${fraction.padEnd(scale, '0')}`);
  return minor > 0n ? exactText(minor, scale) : null;
}
