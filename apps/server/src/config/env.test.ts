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
    expect(named).toEqual(['PORT', 'LOG_LEVEL', 'DATABASE_URL']);
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
      const env = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/stavka' });
      expect(env).toMatchObject({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/stavka', ALLOW_PGLITE_IN_PRODUCTION: false });
    });

    it.each(['1', 'true', 'yes'])('runs on PGlite when ALLOW_PGLITE_IN_PRODUCTION=%s says so', (allow) => {
      const env = parseEnv({ NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: allow });
      expect(env).toMatchObject({ NODE_ENV: 'production', ALLOW_PGLITE_IN_PRODUCTION: true });
      expect(env.DATABASE_URL).toBeUndefined();
    });
  });
});

describe('several processes (NATS_URL)', () => {
  it('runs as one of several processes on PostgreSQL and NATS', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://db/stavka', NATS_URL: 'nats://user:pass@nats:4222' });
    expect(env.NATS_URL).toBe('nats://user:pass@nats:4222');
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
