// Each known provider's mark on its button (decision 0046): its initial or short mark in the
// provider's own colours (social.module.css `[data-mark]`), drawn here rather than fetched from the
// provider, and the sign-in text naming it in the page's language where its name differs by language.

/** The short mark of each provider of spec §3 the site knows; others show their name's initial. */
const marks: Readonly<Record<string, string>> = {
  google: 'G',
  twitch: 'T',
  linkedin: 'in',
  line: 'L',
  kakaotalk: 'K',
  itsme: 'i',
  yandex: 'Я',
  vk: 'VK',
  mailru: '@',
  discord: 'D',
};

export function providerMark(provider: { id: string; name: string }): { glyph: string; known: boolean } {
  const glyph = marks[provider.id];
  return glyph === undefined ? { glyph: provider.name.slice(0, 1).toUpperCase(), known: false } : { glyph, known: true };
}

/** "Sign in with …" in the page's language for the plain OAuth 2.0 presets (socialProviders unit). */
export const presetSignInKeys: Readonly<
  Record<string, 'social_sign_in_yandex' | 'social_sign_in_vk' | 'social_sign_in_mailru' | 'social_sign_in_discord'>
> = {
  yandex: 'social_sign_in_yandex',
  vk: 'social_sign_in_vk',
  mailru: 'social_sign_in_mailru',
  discord: 'social_sign_in_discord',
};
