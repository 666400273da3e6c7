import { z } from 'zod';

// The player's mailing preferences (issue 13 "Settings", office_settings_mailing): which news and
// offers they agree to receive, and by which channel. Spec §7.3 names POST /web-api/user/mailing
// without its payload: a body without `subscriptions` reads the signed-in player's choice, a body
// with it changes the kinds it names (each to exactly the channels listed) and answers the whole
// choice. Nothing is ticked until the player ticks it. Field messages are i18n keys of the
// validation namespace.

export const mailingPath = '/web-api/user/mailing';

/** What a player may be sent: site news, promotions and special offers, bonuses and gifts. */
export const mailingKinds = ['news', 'promotions', 'bonuses'] as const;
export type MailingKind = (typeof mailingKinds)[number];

/** How it may reach them. */
export const mailingChannels = ['email', 'sms', 'push'] as const;
export type MailingChannel = (typeof mailingChannels)[number];

const channelList = z
  .array(z.enum(mailingChannels, { error: 'mailing_channel_unknown' }))
  .max(mailingChannels.length * 2)
  .transform((list) => mailingChannels.filter((channel) => list.includes(channel)));

const subscriptionsInput = z.strictObject(
  Object.fromEntries(mailingKinds.map((kind) => [kind, channelList.optional()])) as Record<MailingKind, z.ZodOptional<typeof channelList>>,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'mailing_kind_unknown' : undefined) },
);

export const mailingRequestSchema = z.strictObject({ subscriptions: subscriptionsInput.optional() });
export type MailingRequest = z.output<typeof mailingRequestSchema>;

/** The player's whole choice: for every kind, the channels ticked (in `mailingChannels` order). */
export const mailingChoiceSchema = z.object({
  subscriptions: z.object(
    Object.fromEntries(mailingKinds.map((kind) => [kind, z.array(z.enum(mailingChannels))])) as Record<
      MailingKind,
      z.ZodArray<z.ZodEnum<{ [K in MailingChannel]: K }>>
    >,
  ),
});
export type MailingChoice = z.infer<typeof mailingChoiceSchema>;
