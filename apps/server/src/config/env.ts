import path from 'node:path';
import { z } from 'zod';

// The environment, parsed once at boot (STYLE: nothing else reads process.env).

const flagValues = ['1', '0', 'true', 'false', 'yes', 'no', ''] as const;
const isOn = (v: string) => v === '1' || v === 'true' || v === 'yes';
const flag = z.enum(flagValues).default('').transform(isOn);
/** A flag whose absence is told apart from off (undefined), for settings production must state. */
const explicitFlag = z
  .enum(flagValues)
  .optional()
  .transform((v) => (v === undefined ? undefined : isOn(v)));

/**
 * A whole number written in decimal digits. `z.coerce.number()` would read `PORT=' '` as 0 (a
 * random port) and `PORT=0x50` as 80; those are typing mistakes and must fail at boot.
 */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number written in digits')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(0, 65535, 3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** PostgreSQL connection string; without it the embedded PGlite in DATA_DIR is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: wholeNumber(1, 200, 10),
    DATA_DIR: z.string().min(1).default('./data'),
    /** PGlite does not fsync; production refuses it unless this is set (DESIGN §7). */
    ALLOW_PGLITE_IN_PRODUCTION: flag,
    /** Header set by the operator's proxy with the visitor's ISO country code (e.g. cf-ipcountry). */
    GEO_COUNTRY_HEADER: z.string().min(1).default('x-geo-country').transform((h) => h.toLowerCase()),
    /**
     * Trust X-Forwarded-* from the proxy in front (needed for Secure cookies behind HTTPS, and for
     * the players' own addresses in rate limits and lock-outs). Off when unset, except that
     * production refuses to start until it is stated either way: behind a proxy, off makes every
     * player one address; without a proxy, on lets anyone forge theirs.
     */
    TRUST_PROXY: explicitFlag,
    /**
     * Longest time a request may take to arrive, headers and body, and the headers alone (seconds):
     * a client that sends a body byte by byte (slow loris) is cut off then. Upgraded WebSocket
     * connections are not requests any more and stay open.
     */
    REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600, 30),
    HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 3600, 15),
    /** Largest accepted request body, in bytes. */
    BODY_LIMIT: wholeNumber(1024, 50 * 1024 * 1024, 1024 * 1024),
    // --- Identity documents (issue 13 "Identification"). ---
    /** Directory of the uploaded identity documents; by default `identification-documents` in DATA_DIR. */
    IDENTIFICATION_STORAGE_DIR: z.string().min(1).optional(),
    /** Largest identity document file accepted, in bytes. */
    IDENTIFICATION_MAX_FILE_BYTES: wholeNumber(1024, 50 * 1024 * 1024, 10 * 1024 * 1024),
    /** Where the built web app lives (React Router build output). */
    WEB_BUILD_DIR: z.string().default('apps/web/build'),

    // --- Captcha (spec §7.13, issue 3): provider secrets, verify endpoints, ALTCHA work. ---
    // A brand whose captcha type lacks its secret (or URL) answers 503, never lets anyone through.
    CAPTCHA_GOOGLE_SECRET: z.string().min(1).optional(),
    /** Answers with a humanness score (reCAPTCHA v3, hunt, puzzle: 1 human … 0 bot) below this are refused. */
    CAPTCHA_MIN_SCORE: z
      .string()
      .regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a number from 0 to 1')
      .transform(Number)
      .default(0.5),
    CAPTCHA_HCAPTCHA_SECRET: z.string().min(1).optional(),
    CAPTCHA_HUNT_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
    CAPTCHA_HUNT_SECRET: z.string().min(1).optional(),
    CAPTCHA_PUZZLE_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
    CAPTCHA_PUZZLE_SECRET: z.string().min(1).optional(),
    /** Replaces `https://{captcha domain}` of the Google and hCaptcha siteverify calls (a proxy, tests). */
    CAPTCHA_SITEVERIFY_ORIGIN: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')).optional(),
    /** ALTCHA (type `custom`): PBKDF2 iterations per attempt and the largest attempt count. */
    CAPTCHA_ALTCHA_COST: wholeNumber(1, 1_000_000, 1_000),
    CAPTCHA_ALTCHA_MAX_COUNTER: wholeNumber(3, 10_000_000, 600),

    // --- Delivery of codes and mail (issue 3): one provider per channel. `outbox` keeps every
    // message in the database and shows it at /dev/outbox (development); see deliveryIssues. ---
    DELIVERY_EMAIL: z.enum(['outbox', 'smtp']).default('outbox'),
    /** nodemailer connection URL: smtp://user:password@host:587 (STARTTLS) or smtps://…:465. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of e-mail, e.g. `Stavka <no-reply@example.com>`. */
    MAIL_FROM: z.string().min(3).optional(),
    DELIVERY_SMS: z.enum(['outbox', 'gateway']).default('outbox'),
    /** A JSON HTTP gateway: POST {to, text, sender} with `Authorization: Bearer SMS_GATEWAY_TOKEN`. */
    SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    /** Sender name or number the gateway shows; the gateway's own default when unset. */
    SMS_SENDER: z.string().min(1).max(32).optional(),
    /** `off`: the deployment has no messenger; sending by messenger answers 503. */
    DELIVERY_MESSENGER: z.enum(['outbox', 'telegram', 'off']).default('outbox'),
    TELEGRAM_BOT_TOKEN: z.string().regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-def (from @BotFather)').optional(),
    /** The Telegram Bot API origin (a proxy, tests). */
    TELEGRAM_API_URL: z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .default('https://api.telegram.org'),
    /** The outbox shows every code on a page: production refuses it unless this is set. */
    ALLOW_OUTBOX_IN_PRODUCTION: flag,

    // --- Payments (issue 11): providers and where they reach us. ---
    /**
     * The public origin providers post their notifications to (e.g. https://api.example.com);
     * by default the brand's own origin, and for the built-in sandbox this process's own address.
     */
    PAYMENTS_NOTIFY_ORIGIN: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')).optional(),
    /** The built-in sandbox payment provider: on by default, off in production unless set to 1. */
    PAYMENTS_SANDBOX: z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true').optional(),
    /**
     * Trustly (JSON-RPC over HTTPS): all four of user, password and the two key files, or none
     * (then brands' Trustly methods are not offered). The merchant's private key signs our calls;
     * Trustly's public key checks its answers and notifications (PEM files).
     */
    TRUSTLY_API_URL: z.url({ protocol: /^https?$/ }).default('https://test.trustly.com/api/1'),
    TRUSTLY_USERNAME: z.string().min(1).optional(),
    TRUSTLY_PASSWORD: z.string().min(1).optional(),
    TRUSTLY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
    TRUSTLY_PUBLIC_KEY_FILE: z.string().min(1).optional(),

    // --- Social sign-in (issue 13, decision 0040). ---
    /**
     * The client secrets of the brands' OpenID providers, as JSON by brand slug and provider id:
     * `{"goalbet":{"google":"…"}}`. A configured provider without its secret is not offered.
     */
    SOCIAL_CLIENT_SECRETS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be JSON like {"goalbet":{"google":"secret"}}' });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string(), z.record(z.string(), z.string().min(1))))
      .default({}),
    /** The built-in local OpenID provider (/local-oidc): on by default, off in production unless set to 1. */
    SOCIAL_LOCAL_PROVIDER: z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true').optional(),

    // --- Identity checks at e-ID providers (issue 13, decision 0044). ---
    /** The built-in local Smart-ID / Mobile-ID service (/local-eid): on by default, off in production unless set to 1. */
    IDENTITY_CHECKS_LOCAL_PROVIDER: z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true').optional(),
    /**
     * PEM files (comma-separated) of the CAs that issue Smart-ID and Mobile-ID authentication
     * certificates (SK's EID-SK / EID-Q). When set, a certificate issued by none of them fails the check.
     */
    /**
     * The hosted liveness service's API key and webhook secret per brand, as JSON by brand slug:
     * `{"stavka":{"apiKey":"…","webhookSecret":"…"}}`. A brand's veriface liveness without them is not offered.
     */
    LIVENESS_SECRETS: z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be JSON like {"stavka":{"apiKey":"…","webhookSecret":"…"}}' });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string(), z.strictObject({ apiKey: z.string().min(1), webhookSecret: z.string().min(16) })))
      .default({}),
    SK_TRUSTED_CA_FILES: z
      .string()
      .transform((text) => text.split(',').map((f) => f.trim()).filter((f) => f !== ''))
      .optional(),

    // --- Feed and bus (issue 4). The feed provider runs in this process; the live state, its
    // cached answers and the odds history follow it (DESIGN §4, §7). ---
    /** `simulator`: the built-in trading simulator; `none`: no provider (pages show what the database kept). Tests default to none. */
    FEED_PROVIDER: z.enum(['simulator', 'none']).optional(),
    /** Speed of the simulator's clock: 1 is real time, 10 plays ten simulated seconds a second. */
    SIMULATOR_SPEED: z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number')
      .transform(Number)
      .pipe(z.number().positive().max(1000))
      .default(1),
    /** Seed of the simulator's random numbers: the same seed plays the same schedule. */
    SIMULATOR_SEED: wholeNumber(0, 2 ** 31 - 1, 1),
    /** Days of odds history and results kept. */
    FEED_HISTORY_DAYS: wholeNumber(1, 365, 7),
    /**
     * NATS (`nats://[user:password@|token@]host[:port]`, `tls://…` to require TLS, or several
     * separated by commas): several server processes on one PostgreSQL. One of them, elected by an
     * advisory lock, runs the feed providers; the others keep a copy of its live state from NATS
     * (DESIGN §7). Domain events are kept by JetStream (decision 0019).
     */
    NATS_URL: z
      .string()
      .regex(/^(nats|tls):\/\/[^\s,]+(,(nats|tls):\/\/[^\s,]+)*$/, 'must start with nats:// or tls:// (several separated by commas)')
      .optional(),
    /** TLS to NATS: the CA that signed the server's certificate, and a client certificate and key. */
    NATS_TLS_CA_FILE: z.string().min(1).optional(),
    NATS_TLS_CERT_FILE: z.string().min(1).optional(),
    NATS_TLS_KEY_FILE: z.string().min(1).optional(),
    /** A NATS `.creds` file (JWT and NKey seed) for decentralized authentication. */
    NATS_CREDS_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.DATABASE_URL === undefined && !env.ALLOW_PGLITE_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required in production: PGlite does not fsync. Set DATABASE_URL, or ALLOW_PGLITE_IN_PRODUCTION=1 to run on PGlite anyway.',
      });
    }
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'must be set in production: true when a proxy or load balancer forwards the requests (else every player shares its address), false when players connect directly.',
      });
    }
    const { HEADERS_TIMEOUT_SECONDS: headers, REQUEST_TIMEOUT_SECONDS: request } = env;
    if (typeof headers === 'number' && typeof request === 'number' && headers > request) {
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_SECONDS'], message: 'must not exceed REQUEST_TIMEOUT_SECONDS (the headers are part of the request)' });
    }
    if (env.NATS_URL !== undefined && env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['NATS_URL'],
        message: 'needs DATABASE_URL: processes that share NATS share one PostgreSQL (PGlite belongs to one process)',
      });
    }
    if ((env.NATS_TLS_CERT_FILE === undefined) !== (env.NATS_TLS_KEY_FILE === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['NATS_TLS_KEY_FILE'], message: 'NATS_TLS_CERT_FILE and NATS_TLS_KEY_FILE go together (a client certificate and its key)' });
    }
    for (const issue of deliveryIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
    for (const issue of trustlyIssues(env)) ctx.addIssue({ code: 'custom', ...issue });
  }, {
    // Run even when another variable is bad, so that one message names every problem. The rule
    // only compares values, so a field that failed its own parse cannot cause a false issue.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  // Unset is off once production has had its say (the rule above).
  .transform((env) => ({ ...env, TRUST_PROXY: env.TRUST_PROXY ?? false }));

export type Env = z.output<typeof envSchema>;

/** The feed provider to run: tests get none unless they ask (each API test builds its own app). */
export function feedProviderOf(env: Env): 'simulator' | 'none' {
  return env.FEED_PROVIDER ?? (env.NODE_ENV === 'test' ? 'none' : 'simulator');
}

/**
 * Delivery settings that only make sense together (issue 3 "Delivery of codes and mail"). The
 * outbox-in-production refusal is made when the delivery starts (modules/delivery/providers.ts).
 */
function deliveryIssues(env: {
  DELIVERY_EMAIL: string;
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  DELIVERY_SMS: string;
  SMS_GATEWAY_URL?: string | undefined;
  SMS_GATEWAY_TOKEN?: string | undefined;
  DELIVERY_MESSENGER: string;
  TELEGRAM_BOT_TOKEN?: string | undefined;
}): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const need = (name: string, value: string | undefined, because: string) => {
    if (value === undefined) issues.push({ path: [name], message: `is required when ${because}` });
  };
  if (env.DELIVERY_EMAIL === 'smtp') {
    need('SMTP_URL', env.SMTP_URL, 'DELIVERY_EMAIL=smtp');
    need('MAIL_FROM', env.MAIL_FROM, 'DELIVERY_EMAIL=smtp');
  }
  if (env.DELIVERY_SMS === 'gateway') {
    need('SMS_GATEWAY_URL', env.SMS_GATEWAY_URL, 'DELIVERY_SMS=gateway');
    need('SMS_GATEWAY_TOKEN', env.SMS_GATEWAY_TOKEN, 'DELIVERY_SMS=gateway');
  }
  if (env.DELIVERY_MESSENGER === 'telegram') need('TELEGRAM_BOT_TOKEN', env.TELEGRAM_BOT_TOKEN, 'DELIVERY_MESSENGER=telegram');
  return issues;
}

const trustlyVariables = ['TRUSTLY_USERNAME', 'TRUSTLY_PASSWORD', 'TRUSTLY_PRIVATE_KEY_FILE', 'TRUSTLY_PUBLIC_KEY_FILE'] as const;

/** Trustly is set up with all of its credentials or not at all; production speaks to it over HTTPS only. */
function trustlyIssues(env: { NODE_ENV?: string; TRUSTLY_API_URL?: string } & Partial<Record<(typeof trustlyVariables)[number], string>>): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const missing = trustlyVariables.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < trustlyVariables.length) {
    for (const name of missing) issues.push({ path: [name], message: `is required with the other Trustly settings (${trustlyVariables.join(', ')}: all or none)` });
  }
  if (env.NODE_ENV === 'production' && env.TRUSTLY_API_URL?.startsWith('http:')) issues.push({ path: ['TRUSTLY_API_URL'], message: 'must be https in production' });
  return issues;
}

/** Trustly's settings when it is set up (all or none, checked above). */
export function trustlySettingsOf(env: Env): { apiUrl: string; username: string; password: string; privateKeyFile: string; publicKeyFile: string } | undefined {
  const { TRUSTLY_USERNAME: username, TRUSTLY_PASSWORD: password, TRUSTLY_PRIVATE_KEY_FILE: privateKeyFile, TRUSTLY_PUBLIC_KEY_FILE: publicKeyFile } = env;
  if (username === undefined || password === undefined || privateKeyFile === undefined || publicKeyFile === undefined) return undefined;
  return { apiUrl: env.TRUSTLY_API_URL, username, password, privateKeyFile, publicKeyFile };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment, or throws a ConfigError whose message lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and compose files write it.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export function resolveDataDir(env: Env, cwd: string): string {
  return path.resolve(cwd, env.DATA_DIR);
}

/** Where identity documents are stored on disk (README "Configuration"). */
export function identificationStorageDir(env: Env, cwd: string): string {
  return env.IDENTIFICATION_STORAGE_DIR === undefined ? path.join(resolveDataDir(env, cwd), 'identification-documents') : path.resolve(cwd, env.IDENTIFICATION_STORAGE_DIR);
}

/** Whether the built-in sandbox payment provider runs (never by default in production). */
export function sandboxPaymentsEnabled(env: Env): boolean {
  return env.PAYMENTS_SANDBOX ?? env.NODE_ENV !== 'production';
}

/** Whether the built-in local OpenID provider runs (never by default in production). */
export function localIdentityChecksEnabled(env: Env): boolean {
  return env.IDENTITY_CHECKS_LOCAL_PROVIDER ?? env.NODE_ENV !== 'production';
}

export function localSocialProviderEnabled(env: Env): boolean {
  return env.SOCIAL_LOCAL_PROVIDER ?? env.NODE_ENV !== 'production';
}
