// What the socialSignIn page (`/{lng}/social-sign-in?result=…|error=…`, decision 0040) has to show,
// read once in the browser by the route's client loader: the provider's answer came back through
// the server, which signed the player in, or left a pending step (link by password, two-factor) in
// an HttpOnly cookie that /socauth/pending describes.
import { type SocialError, socialErrors, socialResults } from '@stavka/contract/social';
import type { TwoFactorChallenge } from '@stavka/contract/two-factor';
import { type ApiFailure, createApiClient } from '../../../shared/api-client';
import { loadSocialPending } from './social-api';

/** Why nothing happened: the server's reason, the pending step gone (`expired`), or no answer at all. */
export type SocialRefusal = SocialError | 'expired' | 'unknown';

export type SocialReturn =
  /** A session exists: a returning person, or a new account (soc_reg). */
  | { readonly status: 'signed_in'; readonly registered: boolean }
  /** The provider's verified e-mail is an existing account's: its password links the two. */
  | { readonly status: 'link'; readonly providerName: string; readonly email: string }
  | { readonly status: 'two_factor'; readonly challenge: TwoFactorChallenge }
  | { readonly status: 'refused'; readonly reason: SocialRefusal }
  /** The pending step could not be read (network, server). */
  | { readonly status: 'failed'; readonly failure: ApiFailure };

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

export async function readSocialReturn(search: string): Promise<SocialReturn> {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error !== null) return { status: 'refused', reason: isOneOf(socialErrors, error) ? error : 'unknown' };
  const result = query.get('result');
  if (!isOneOf(socialResults, result)) return { status: 'refused', reason: 'unknown' };
  if (result === 'signed_in' || result === 'registered') return { status: 'signed_in', registered: result === 'registered' };

  const pending = await loadSocialPending(createApiClient());
  if (!pending.ok) return { status: 'failed', failure: pending.failure };
  const step = pending.data;
  // The step the query names must still be waiting: ten minutes, one use (decision 0040).
  if (result === 'link' && step.status === 'link') return { status: 'link', providerName: step.providerName, email: step.email };
  if (step.status === 'two_factor') {
    return { status: 'two_factor', challenge: { twoFactorRequired: true, token: step.token, expiresInSeconds: step.expiresInSeconds } };
  }
  return { status: 'refused', reason: 'expired' };
}
