// Text patterns of spec §5 ("Other patterns: digits only; lowercase letters and digits only").
// ASCII only: these guard codes and identifiers, not human names.

export const DIGITS_ONLY = /^[0-9]+$/;
export const LOWERCASE_ALPHANUMERIC = /^[a-z0-9]+$/;

/** Whether the text is one or more ASCII digits ('0042' yes; '', '-1', '1.5', '١٢' no). */
export function isDigitsOnly(text: string): boolean {
  return DIGITS_ONLY.test(text);
}

/** Whether the text is one or more lower-case Latin letters or digits ('promo2024' yes; 'Promo', 'a-b' no). */
export function isLowercaseAlphanumeric(text: string): boolean {
  return LOWERCASE_ALPHANUMERIC.test(text);
}
