// Outside captcha scripts announce themselves as globals of the page (product-spec §3 captcha
// kinds: grecaptcha, hcaptcha, huntCaptcha, painPuzzle). They are read as unknown and accepted
// only when they have the methods an adapter calls.

export function pageGlobal(name: string): unknown {
  return typeof window === 'undefined' ? undefined : Reflect.get(window, name);
}

/** True when `value` is an object with a function under each of `methods`. */
export function hasMethods(value: unknown, methods: readonly string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    methods.every((method) => typeof Reflect.get(value, method) === 'function')
  );
}

/** What a provider hands back as a token: accepted only as a non-empty string. */
export function requireToken(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new Error('the captcha provider returned no token');
  return value;
}
