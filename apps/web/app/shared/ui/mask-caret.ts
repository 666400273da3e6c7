// Keeps the caret next to the same typed character after a mask re-formats the text
// (separators inserted or removed), so editing in the middle of a phone number works.

const isSlotChar = (char: string) => /[\p{L}\p{N}]/u.test(char);

/** Caret position in `masked` after as many letters/digits as stood before `caret` in `raw`. */
export function caretAfterMask(raw: string, caret: number, masked: string): number {
  let wanted = 0;
  for (const char of raw.slice(0, caret)) if (isSlotChar(char)) wanted += 1;
  if (wanted === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (isSlotChar(masked[index] ?? '')) seen += 1;
    if (seen === wanted) return index + 1;
  }
  return masked.length;
}
