import { z } from 'zod';
import { authTypes, captchaTypes, homeBlockSchema, homeVariants, registrationTypes } from './site-config';

// The brand configuration as the browser receives it (spec §3 derived fields): what the
// server computes for this request from the stored configuration, the host and the geo.

export const publicLanguageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  locale: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  flag: z.string().optional(),
});

export const publicSiteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  ref_id: z.number().int(),
  group_id: z.number().int(),
  /** The language of this page and its table row. */
  lang: z.string(),
  languageId: z.number().int(),
  locale: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  defaultLanguage: z.string(),
  languages: z.array(publicLanguageSchema),
  geoCountryId: z.number().int(),
  geoCountryCode: z.string(),
  /** The geo is in a region the brand blocks: the site shows the blocked-region page. */
  regionBlocked: z.boolean(),
  minAge: z.number().int(),
  captcha_type: z.enum(captchaTypes),
  captchaDomain: z.string(),
  /** The provider's public site key (google, hcaptcha, hunt, puzzle); null for custom and disabled. */
  captchaSiteKey: z.string().nullable(),
  cdnHost: z.string().nullable(),
  authTypes: z.array(z.enum(authTypes)),
  registrationTypes: z.array(z.enum(registrationTypes)),
  registrationSort: z.record(z.string(), z.array(z.string())),
  /** Fields of the registration forms players may leave empty; the rest of a form is required. */
  registrationOptionalFields: z.array(z.string()),
  registrationModalKind: z.enum(['popup', 'widget']),
  /**
   * Deposit methods the registration-deposit modal offers right after a registration (spec §3
   * `count_payments_in_reg`); 0: no modal.
   */
  count_payments_in_reg: z.number().int().min(0),
  countriesWithAsianView: z.array(z.number().int()),
  /** The brand's amount presets (spec §3 `amount_tmpl`): the bet slip's stake choices. */
  amount_tmpl: z.array(z.number().positive()),
  allowedBettingViews: z.array(z.number().int()),
  /**
   * The default odds format (coefficient-view id 0–5) by geo country id and by language (spec §3
   * `default_coef_view_by_geo`, `_by_lang`); the player's own choice (cookie `coef_view`) wins.
   * Optional only so that older fixtures of this shape stay valid; the presenter always sends them.
   */
  default_coef_view_by_geo: z.record(z.string(), z.number().int().min(0).max(5)).optional(),
  default_coef_view_by_lang: z.record(z.string(), z.number().int().min(0).max(5)).optional(),
  currencies: z.array(z.string()),
  defaultCurrency: z.string(),
  timeZone: z.string(),
  autologoffMinutes: z.number().int(),
  theme: z.object({
    defaultTheme: z.enum(['dark', 'light']),
    colors: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
    logoUrl: z.string(),
  }),
  maintenance: z.object({ enabled: z.boolean(), message: z.string().nullable() }),
  urlsNotFound: z.array(z.string()),
  /**
   * The home page this visitor gets (spec §2 variants): the configured one, or `asian` when the
   * geo is in `countriesWithAsianView`. Optional, like the odds defaults, for older fixtures.
   */
  homePage: z.object({ variant: z.enum(homeVariants), blocks: z.array(homeBlockSchema) }).optional(),
  /**
   * The home page's banners (`bannerWidgets.home`) in this page's language, those of today only:
   * the image's address, the texts (null where the brand wrote none), and the page it leads to,
   * language included. `audience` says who sees one (the page knows whether a player is signed
   * in). Optional for older fixtures: absent, the home page has no banners.
   */
  banners: z
    .array(
      z.object({
        id: z.string(),
        image: z.string(),
        title: z.string(),
        text: z.string().nullable(),
        action: z.string().nullable(),
        link: z.string(),
        audience: z.enum(['all', 'guests', 'players']),
      }),
    )
    .optional(),
  /**
   * The brand's betting options the slip offers (decision 0028): the power bet's raise of a pre-match
   * single's winnings (percent 0: off) from `minOdds`, whether the bet lobby is open, and whether VIP
   * requests are taken from this visitor's geo. Optional: while absent the slip offers no power bet,
   * shows the lobby switch (the brand default) and offers a VIP request, which the server refuses in
   * words where the geo has none.
   */
  betting: z
    .object({
      powerBet: z.object({ percent: z.number().min(0), minOdds: z.number().min(1) }),
      lobby: z.boolean(),
      vipBets: z.boolean(),
    })
    .optional(),
  /**
   * The brand's support (spec §3 support): its hours ("HH:MM" on the brand's clock, `timeZone`) and
   * whether a consultant answers in this page's language (an id present and not 'empty'). Optional
   * for older fixtures: while absent the office shows no hours.
   */
  support: z
    .object({
      start: z.string(),
      end: z.string(),
      consultantAvailable: z.boolean(),
      /** The chat (decision 0045): its provider, protocol version, the consultant id of this language ('' when none) and colours by name. */
      chat: z
        .object({
          provider: z.enum(['local', 'jivo']),
          apiVersion: z.union([z.literal(2), z.literal(3)]),
          consultantId: z.string(),
          colors: z.object({ main: z.string().optional(), accent: z.string().optional() }),
        })
        .optional(),
    })
    .optional(),
  /** The brand's global event (spec §3 `global_event_*`), or null when it has none. */
  globalEvent: z.object({ id: z.number().int(), champId: z.number().int(), firstGameStart: z.number().int().nullable(), name: z.string() }).nullable().optional(),
});

export type PublicSite = z.infer<typeof publicSiteSchema>;
export type PublicLanguage = z.infer<typeof publicLanguageSchema>;

/** Query of `GET /frontend-api/v1/site-config`: the language, and optionally the geo (ISO code). */
export const siteConfigQuerySchema = z.object({
  lng: z.string().regex(/^[a-z]{2,3}$/).optional(),
  g: z.string().regex(/^[A-Za-z]{2}$/).optional(),
});
