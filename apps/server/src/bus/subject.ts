// NATS subject syntax (https://docs.nats.io/nats-concepts/subjects), shared by the in-process bus
// and the NATS adapter so that a pattern means the same on both.

const TOKEN = /^[^\s.*>]+$/;

/** A concrete subject: non-empty dot-separated tokens without wildcards or spaces. */
export function isSubject(subject: string): boolean {
  return subject.length > 0 && subject.split('.').every((token) => TOKEN.test(token));
}

/** A subscription pattern: tokens, `*` for one token, a trailing `>` for the rest. */
export function isPattern(pattern: string): boolean {
  if (pattern.length === 0) return false;
  const tokens = pattern.split('.');
  return tokens.every((token, index) => token === '*' || (token === '>' && index === tokens.length - 1) || TOKEN.test(token));
}

/** Whether a concrete subject matches a pattern. */
export function subjectMatches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const have = subject.split('.');
  for (let i = 0; i < want.length; i++) {
    const token = want[i];
    if (token === '>') return have.length > i;
    if (i >= have.length) return false;
    if (token !== '*' && token !== have[i]) return false;
  }
  return want.length === have.length;
}
