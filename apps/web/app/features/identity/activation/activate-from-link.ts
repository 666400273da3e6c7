// The e-mailed activation link (`/{lng}/activation/email?token=…`, spec §7.3 activate): its token
// goes to the server once, from the route's client loader (never an effect, so nothing posts twice).
import { type ApiFailure, createApiClient } from '../../../shared/api-client';
import { activateEmail } from '../identity-api';

export type ActivationResult =
  | { readonly status: 'done' }
  | { readonly status: 'missing' }
  /** The link is wrong, used or expired. */
  | { readonly status: 'expired' }
  | { readonly status: 'failed'; readonly failure: ApiFailure };

export async function activateFromLink(search: string): Promise<ActivationResult> {
  const token = new URLSearchParams(search).get('token');
  if (token === null || token.trim() === '') return { status: 'missing' };
  const outcome = await activateEmail(createApiClient(), token.trim());
  if (outcome.ok) return { status: 'done' };
  return outcome.failure.id === 'validation' ? { status: 'expired' } : { status: 'failed', failure: outcome.failure };
}
