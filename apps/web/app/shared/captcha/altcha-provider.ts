// The self-hosted captcha (brand type `custom`): ALTCHA proof of work. Create fetches a signed
// challenge from our server; execute solves it invisibly with WebCrypto (off the main thread in
// browsers) and hands back the payload as the token. Nothing to click; when the work takes long
// the captcha modal shows progress, and closing it dismisses the captcha (spec §4).
import type * as AltchaLibrary from 'altcha/lib';
import {
  altchaChallengeSchema,
  captchaChallengePath,
  encodeAltchaPayload,
  type AltchaChallenge,
} from '@stavka/contract/captcha';
import { createHttpClient, type HttpClient } from '../http/http-client';
import type { CaptchaProvider, CaptchaReport, CaptchaWidget } from './captcha-flow';

type Library = typeof AltchaLibrary;

export interface AltchaProviderOptions {
  readonly http?: HttpClient;
  readonly challengeUrl?: string;
  /** After this long without a solution the player sees progress (DESIGN: long work shows progress). */
  readonly patienceMs?: number;
  readonly now?: () => number;
  /** The solver library; loaded on first use so pages without a captcha do not carry it. */
  readonly loadLibrary?: () => Promise<Library>;
}

const defaultPatienceMs = 1_500;

export function createAltchaProvider(options: AltchaProviderOptions = {}): CaptchaProvider {
  const http = options.http ?? createHttpClient();
  const loadLibrary = options.loadLibrary ?? (() => import('altcha/lib'));
  let library: Library | undefined;
  return {
    async load() {
      library ??= await loadLibrary();
    },
    async create(signal) {
      if (!library) throw new Error('the ALTCHA library is not loaded');
      const challenge = await http.callStrict({
        url: options.challengeUrl ?? captchaChallengePath,
        schema: altchaChallengeSchema,
        signal,
        // Every challenge is single-use: never share or reuse an answer.
        allowParallel: true,
        retry: 1,
      });
      return altchaWidget(library, challenge, options);
    },
  };
}

function altchaWidget(library: Library, challenge: AltchaChallenge, options: AltchaProviderOptions): CaptchaWidget {
  const now = options.now ?? (() => Date.now());
  const controller = new AbortController();
  let patience: ReturnType<typeof setTimeout> | undefined;

  return {
    execute(_action: string, report: CaptchaReport) {
      const deriveKey = deriveKeyFor(library, challenge.parameters.algorithm);
      if (!deriveKey) {
        report.failed(new Error(`unsupported ALTCHA algorithm ${challenge.parameters.algorithm}`));
        return;
      }
      const expiresAt = challenge.parameters.expiresAt;
      const lifetimeMs = expiresAt === undefined ? undefined : expiresAt * 1000 - now();
      if (lifetimeMs !== undefined && lifetimeMs <= 0) {
        report.expired();
        return;
      }
      patience = setTimeout(() => {
        // The modal only shows progress; if it cannot open, the work goes on unseen.
        report.interact('progress').catch(() => undefined);
      }, options.patienceMs ?? defaultPatienceMs);
      library
        .solveChallenge({ challenge, deriveKey, controller, ...(lifetimeMs === undefined ? {} : { timeout: lifetimeMs }) })
        .then(
          (solution) => {
            clearTimeout(patience);
            if (controller.signal.aborted) return;
            // No solution before the time limit: the challenge has expired (spec §4).
            if (!solution) report.expired();
            else report.token(encodeAltchaPayload({ challenge, solution }));
          },
          (error: unknown) => {
            clearTimeout(patience);
            report.failed(error);
          },
        );
    },
    destroy() {
      clearTimeout(patience);
      controller.abort();
    },
  };
}

function deriveKeyFor(library: Library, algorithm: string): AltchaLibrary.DeriveKeyFunction | undefined {
  if (algorithm.startsWith('PBKDF2/')) return library.pbkdf2.deriveKey;
  if (algorithm.startsWith('SHA-')) return library.sha.deriveKey;
  if (algorithm === 'SCRYPT') return library.scrypt.deriveKey;
  if (algorithm === 'ARGON2ID') return library.argon2id.deriveKey;
  return undefined;
}
