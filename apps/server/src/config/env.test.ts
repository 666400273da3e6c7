import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, resolveDataDir } from './env';

// The environment is parsed once at boot (DESIGN §7): defaults for a demo, a clear message
// naming every bad variable, and no PGlite in production unless asked for explicitly.

function configErrorOf(source: Record<string, string | undefined>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe('parseEnv', () => {
  it('gives the embedded demo defaults when nothing is set', () => {
    // toMatchObject: other issues add their own variables, tested beside their code.
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: 10,
      DATA_DIR: './data',
      ALLOW_PGLITE_IN_PRODUCTION: false,
      GEO_COUNTRY_HEADER: 'x-geo-country',
      TRUST_PROXY: false,
      BODY_LIMIT: 1024 * 1024,
      WEB_BUILD_DIR: 'apps/web/build',
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
  });

  it('ignores variables it does not know (the real process.env is full of them)', () => {
    expect(parseEnv({ PATH: '/usr/bin', HOME: '/root', npm_config_cache: '/tmp' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', '8080', 8080],
    ['PORT', '0', 0],
    ['PORT', '65535', 65535],
    ['DATABASE_POOL_SIZE', '25', 25],
    ['BODY_LIMIT', '2048', 2048],
    ['NODE_ENV', 'test', 'test'],
    ['LOG_LEVEL', 'silent', 'silent'],
    ['HOST', '127.0.0.1', '127.0.0.1'],
    ['DATA_DIR', '/var/lib/stavka', '/var/lib/stavka'],
    ['DATABASE_URL', 'postgres://u:p@db:5432/stavka', 'postgres://u:p@db:5432/stavka'],
    ['DATABASE_URL', 'postgresql://db/stavka', 'postgresql://db/stavka'],
    ['GEO_COUNTRY_HEADER', 'CF-IPCountry', 'cf-ipcountry'],
    ['WEB_BUILD_DIR', '/srv/web', '/srv/web'],
  ] as const)('reads %s=%j as %j', (name, raw, expected) => {
    expect(parseEnv({ [name]: raw })[name]).toBe(expected);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['yes', true],
    ['0', false],
    ['false', false],
    ['no', false],
  ] as const)('reads the flag value %j as %s', (raw, expected) => {
    const env = parseEnv({ TRUST_PROXY: raw, ALLOW_PGLITE_IN_PRODUCTION: raw });
    expect(env.TRUST_PROXY).toBe(expected);
    expect(env.ALLOW_PGLITE_IN_PRODUCTION).toBe(expected);
  });

  it('reads every port written in digits as that port', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65535 }), (port) => {
        expect(parseEnv({ PORT: String(port) }).PORT).toBe(port);
      }),
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '65536'],
    ['PORT', '3000.5'],
    // Number(' ') is 0 and Number('0x50') is 80: typing mistakes, not a random port or port 80.
    ['PORT', ' '],
    ['PORT', '0x50'],
    ['PORT', '1e3'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'mysql://db/stavka'],
    ['DATABASE_URL', 'db.example.com'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '201'],
    ['ALLOW_PGLITE_IN_PRODUCTION', 'maybe'],
    ['TRUST_PROXY', 'on'],
    ['BODY_LIMIT', '100'],
    ['BODY_LIMIT', 'lots'],
  ])('refuses %s=%j with a ConfigError naming it', (name, raw) => {
    const error = configErrorOf({ [name]: raw });
    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^Invalid configuration:\n/);
    expect(error.message).toContain(`  ${name}: `);
  });

  it('names every bad variable at once, so that one restart fixes them all', () => {
    const { message } = configErrorOf({ PORT: 'abc', LOG_LEVEL: 'loud', NODE_ENV: 'production' });
    const named = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(named).toEqual(['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'TRUST_PROXY']);
  });

  it.each(['PORT', 'NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'DATA_DIR', 'TRUST_PROXY', 'BODY_LIMIT', 'HOST'])(
    'treats an empty %s as unset, as shells and compose files write it',
    (name) => {
      expect(parseEnv({ [name]: '' })).toEqual(parseEnv({}));
    },
  );

  describe('in production (PGlite does not fsync, DESIGN §7)', () => {
    it.each([{}, { DATABASE_URL: '' }, { ALLOW_PGLITE_IN_PRODUCTION: '0' }, { ALLOW_PGLITE_IN_PRODUCTION: '' }])(
      'refuses to run without DATABASE_URL: %j',
      (extra) => {
        const { message } = configErrorOf({ NODE_ENV: 'production', ...extra });
        expect(message).toContain('DATABASE_URL');
        expect(message).toContain('ALLOW_PGLITE_IN_PRODUCTION');
      },
    );

    it('runs on PostgreSQL', () => {
      const env = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/stavka', TRUST_PROXY: 'false' });
      expect(env).toMatchObject({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/stavka', ALLOW_PGLITE_IN_PRODUCTION: false });
    });

    it.each(['1', 'true', 'yes'])('runs on PGlite when ALLOW_PGLITE_IN_PRODUCTION=%s says so', (allow) => {
      const env = parseEnv({ NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: allow, TRUST_PROXY: 'true' });
      expect(env).toMatchObject({ NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: true });
      expect(env.DATABASE_URL).toBeUndefined();
    });

    // Behind a proxy with TRUST_PROXY off, every player has the proxy's address (one rate limit,
    // one lock-out for all); without a proxy and with it on, anyone can claim any address.
    it.each([{}, { TRUST_PROXY: '' }])('refuses to start until TRUST_PROXY is stated: %j', (extra) => {
      const { message } = configErrorOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/stavka', ...extra });
      expect(message).toMatch(/^ {2}TRUST_PROXY: must be set in production/m);
    });

    it.each([
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ] as const)('starts with TRUST_PROXY=%s stated (%s)', (raw, expected) => {
      expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/stavka', TRUST_PROXY: raw }).TRUST_PROXY).toBe(expected);
    });
  });

  it('keeps TRUST_PROXY off by default outside production', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
  });

  it('cuts slow requests within tens of seconds by default, and takes other limits', () => {
    expect(parseEnv({})).toMatchObject({ REQUEST_TIMEOUT_SECONDS: 30, HEADERS_TIMEOUT_SECONDS: 15 });
    expect(parseEnv({ REQUEST_TIMEOUT_SECONDS: '120', HEADERS_TIMEOUT_SECONDS: '60' })).toMatchObject({ REQUEST_TIMEOUT_SECONDS: 120, HEADERS_TIMEOUT_SECONDS: 60 });
    expect(() => parseEnv({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => parseEnv({ REQUEST_TIMEOUT_SECONDS: '10', HEADERS_TIMEOUT_SECONDS: '20' })).toThrow(/HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS/);
  });
});

describe('several processes (NATS_URL)', () => {
  it('runs as one of several processes on PostgreSQL and NATS', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://db/stavka', NATS_URL: 'nats://user:pass@nats:4222' });
    expect(env.NATS_URL).toBe('nats://user:pass@nats:4222');
  });

  it('takes TLS URLs, a list of servers, and the TLS and credentials files', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://db/stavka',
      NATS_URL: 'tls://a.example:4222,tls://b.example:4222',
      NATS_TLS_CA_FILE: '/etc/nats/ca.pem',
      NATS_TLS_CERT_FILE: '/etc/nats/client.pem',
      NATS_TLS_KEY_FILE: '/etc/nats/client.key',
      NATS_CREDS_FILE: '/etc/nats/stavka.creds',
    });
    expect(env).toMatchObject({ NATS_URL: 'tls://a.example:4222,tls://b.example:4222', NATS_TLS_CA_FILE: '/etc/nats/ca.pem', NATS_CREDS_FILE: '/etc/nats/stavka.creds' });
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/stavka', NATS_URL: 'tls://a:4222', NATS_TLS_CERT_FILE: '/c.pem' })).toThrow(/NATS_TLS_KEY_FILE: NATS_TLS_CERT_FILE and NATS_TLS_KEY_FILE go together/);
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/stavka', NATS_URL: 'tls://a:4222,http://b:4222' })).toThrow(/NATS_URL: must start with nats:\/\/ or tls:\/\//);
  });

  it('refuses NATS without PostgreSQL (PGlite belongs to one process) and a URL of another scheme', () => {
    expect(() => parseEnv({ NATS_URL: 'nats://127.0.0.1:4222' })).toThrow(/NATS_URL: needs DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/stavka', NATS_URL: 'http://nats:4222' })).toThrow(/NATS_URL: must start with nats:\/\//);
  });
});

describe('resolveDataDir', () => {
  it('resolves a relative DATA_DIR against the working directory and keeps an absolute one', () => {
    const cwd = path.resolve('/srv/stavka');
    expect(resolveDataDir(parseEnv({}), cwd)).toBe(path.join(cwd, 'data'));
    expect(resolveDataDir(parseEnv({ DATA_DIR: '../shared/pg' }), cwd)).toBe(path.resolve('/srv/shared/pg'));
    expect(resolveDataDir(parseEnv({ DATA_DIR: '/var/lib/stavka' }), cwd)).toBe(path.resolve('/var/lib/stavka'));
  });
});
