import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Site } from '../site/service';
import type { CaptchaContext } from './context';
import type { ProviderEndpoint } from './provider-endpoint';

// The siteverify contract that reCAPTCHA and hCaptcha share, and that the hunt and puzzle
// adapters expect of their services: a form POST of secret, response, remoteip and sitekey,
// answered with `{success, score?, action?, hostname?, error-codes?}`.

const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});
type SiteverifyAnswer = z.infer<typeof siteverifyAnswerSchema>;

/** A provider that does not answer in time is down for this request, not a refused captcha. */
const providerTimeoutMs = 5_000;

export async function verifyWithProvider(
  ctx: CaptchaContext,
  endpoint: ProviderEndpoint,
  input: { site: Site; token: string; action: string; ip: string },
): Promise<void> {
  const answer = await askProvider(ctx, endpoint, input);
  const refusal = refusalOf(answer, endpoint, input);
  if (refusal === undefined) return;
  ctx.log.info({ captcha: endpoint.type, site: input.site.slug, reason: refusal, errors: answer['error-codes'] }, 'captcha refused by provider');
  throw new AppError('captcha_invalid', `Captcha refused: ${refusal}`);
}

async function askProvider(
  ctx: CaptchaContext,
  endpoint: ProviderEndpoint,
  input: { token: string; ip: string },
): Promise<SiteverifyAnswer> {
  const form = new URLSearchParams({ secret: endpoint.secret, response: input.token, sitekey: endpoint.siteKey });
  if (input.ip !== '') form.set('remoteip', input.ip);
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(providerTimeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw providerDown(ctx, endpoint, 'no answer', error);
  }
  if (!response.ok) throw providerDown(ctx, endpoint, `HTTP ${response.status}`);
  const parsed = siteverifyAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw providerDown(ctx, endpoint, 'unreadable answer');
  return parsed.data;
}

function refusalOf(answer: SiteverifyAnswer, endpoint: ProviderEndpoint, input: { site: Site; action: string }): string | undefined {
  if (!answer.success) return 'the provider did not accept the token';
  if (endpoint.minScore !== undefined && answer.score !== undefined && answer.score < endpoint.minScore) {
    return `score ${answer.score} is below ${endpoint.minScore}`;
  }
  // reCAPTCHA v3 names the action the page executed; a token made for another form is refused.
  if (answer.action !== undefined && answer.action !== '' && answer.action !== input.action) {
    return `token is for action "${answer.action}", not "${input.action}"`;
  }
  if (answer.hostname !== undefined && !servesHost(input.site, answer.hostname)) {
    return `token was solved on ${answer.hostname}, not on this brand`;
  }
  return undefined;
}

/** The brand's domains are stored with or without a port; the provider reports a bare host. */
function servesHost(site: Site, hostname: string): boolean {
  const host = hostname.trim().toLowerCase();
  return site.domains.some((domain) => domain.replace(/:\d+$/, '') === host);
}

function providerDown(ctx: CaptchaContext, endpoint: ProviderEndpoint, reason: string, error?: unknown): AppError {
  ctx.log.error({ captcha: endpoint.type, url: endpoint.url, reason, err: error }, 'captcha provider unavailable');
  return new AppError('unavailable', 'The captcha service is unavailable, try again later');
}
