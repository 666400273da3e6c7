import { z } from 'zod';
import { langCode } from './lang-code';

// The brand's `banner widgets` section (spec §3) as far as it is built: the home page's banners.

/**
 * A banner of the brand's home page (`banner widgets`, issue 14 "Look"): an image of the brand's
 * media (`/media/<image>`), a title, a line of text and the words of its button in the brand's
 * languages, and where it leads on the site (a path after the language, e.g. `/live`). Shown to
 * everyone, only to guests or only to signed-in players, between `from` and `until` when set.
 */
const bannerText = (max: number) => z.record(langCode, z.string().min(1).max(max));
export const bannerWidgetSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lowercase letters, digits and dashes'),
  image: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,59}\.(svg|png|jpg|jpeg|webp)$/, 'a media file name such as banner-live.svg'),
  title: bannerText(120).refine((texts) => Object.keys(texts).length > 0, 'a title in at least one language'),
  text: bannerText(300).default({}),
  action: bannerText(40).default({}),
  link: z.string().regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/, 'a path on the site after the language, such as /live'),
  audience: z.enum(['all', 'guests', 'players']).default('all'),
  from: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
});
export type BannerWidget = z.output<typeof bannerWidgetSchema>;

export const bannerWidgetsSection = z.strictObject({
  /** The home page's banners, in order (the first is seen first). */
  home: z.array(bannerWidgetSchema).max(8).default([]),
});
