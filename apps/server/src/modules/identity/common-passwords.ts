import { dictionary } from '@zxcvbn-ts/language-common';

// The most common passwords (issue 10): the list that zxcvbn-ts maintains from breach corpora,
// about 49,000 entries, most frequent first. Kept on the server only: the browser shows the
// server's answer rather than download the list. Compared without regard to case, as guessers
// try `Password1` right after `password1`.

let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
