import { ConfigError, type Env } from '../../config/env';
import type { DeliveryChannel, DeliveryProvider } from './message';
import { createSmsGatewayProvider } from './sms-gateway-provider';
import { createSmtpProvider } from './smtp-provider';
import { createTelegramProvider } from './telegram-provider';

// Which provider serves each channel, from the environment (issue 3): `outbox` by default, the
// real adapters when configured. The outbox shows every code on a page, so production refuses it
// unless the operator says so explicitly (a public demo).

const outboxProvider: DeliveryProvider = {
  name: 'outbox',
  // The delivery record is the outbox: storing it (done for every provider) is the delivery.
  deliver: async () => ({ providerMessageId: null }),
};

const messengerOff: DeliveryProvider = {
  name: 'off',
  deliver: async () => {
    throw new Error('this deployment has no messenger (DELIVERY_MESSENGER=off)');
  },
};

const settingOf = {
  email: 'DELIVERY_EMAIL',
  sms: 'DELIVERY_SMS',
  messenger: 'DELIVERY_MESSENGER',
} as const satisfies Record<DeliveryChannel, keyof Env>;

/** The provider of every channel; throws a ConfigError naming each refused setting. */
export function resolveProviders(env: Env): Record<DeliveryChannel, DeliveryProvider> {
  const outboxRefused = env.NODE_ENV === 'production' && !env.ALLOW_OUTBOX_IN_PRODUCTION;
  const refused = outboxRefused ? channelsOnOutbox(env) : [];
  if (refused.length > 0) {
    const lines = refused.map(
      (channel) =>
        `  ${settingOf[channel]}: is outbox in production: the outbox delivers nothing and shows every code on a page. ` +
        'Configure the real provider, or set ALLOW_OUTBOX_IN_PRODUCTION=1 to run with the outbox anyway.',
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { email: emailProvider(env), sms: smsProvider(env), messenger: messengerProvider(env) };
}

export function channelsOnOutbox(env: Env): DeliveryChannel[] {
  return (Object.keys(settingOf) as DeliveryChannel[]).filter((channel) => env[settingOf[channel]] === 'outbox');
}

/** The outbox pages exist only where the outbox is used, and never in production unless allowed. */
export function outboxPagesEnabled(env: Env): boolean {
  return channelsOnOutbox(env).length > 0 && (env.NODE_ENV !== 'production' || env.ALLOW_OUTBOX_IN_PRODUCTION);
}

function emailProvider(env: Env): DeliveryProvider {
  if (env.DELIVERY_EMAIL === 'outbox') return outboxProvider;
  return createSmtpProvider({ url: required(env.SMTP_URL, 'SMTP_URL'), from: required(env.MAIL_FROM, 'MAIL_FROM') });
}

function smsProvider(env: Env): DeliveryProvider {
  if (env.DELIVERY_SMS === 'outbox') return outboxProvider;
  return createSmsGatewayProvider({
    url: required(env.SMS_GATEWAY_URL, 'SMS_GATEWAY_URL'),
    token: required(env.SMS_GATEWAY_TOKEN, 'SMS_GATEWAY_TOKEN'),
    sender: env.SMS_SENDER ?? null,
  });
}

function messengerProvider(env: Env): DeliveryProvider {
  switch (env.DELIVERY_MESSENGER) {
    case 'outbox':
      return outboxProvider;
    case 'off':
      return messengerOff;
    case 'telegram':
      return createTelegramProvider({ apiUrl: env.TELEGRAM_API_URL, botToken: required(env.TELEGRAM_BOT_TOKEN, 'TELEGRAM_BOT_TOKEN') });
  }
}

// parseEnv already refuses these combinations; this keeps the types honest.
function required(value: string | undefined, name: string): string {
  if (value === undefined) throw new ConfigError(`Invalid configuration:\n  ${name}: is required by the chosen delivery provider`);
  return value;
}
