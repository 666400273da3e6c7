// The failures of the service token (api-contract-spec §4, §8). They are not failures of one call
// but of the player's authentication, so they are thrown instead of carried in an ApiResult: the
// app reacts to them once (sign the player out, ask them to sign in) whatever call hit them.
import type { HTTPError, RequestInfo } from './errors';

/** spec §8 "No token obtainable": the exact message of the spec. */
export const lostTokenMessage = 'lost token';

/** spec §8: a 403 while fetching the token; the session behind the cookie is gone. */
export class UserNotAuthenticated extends Error {
  override readonly name = 'UserNotAuthenticated';
  readonly code = 'USER_NOT_AUTHENTICATED';

  constructor(readonly httpError: HTTPError) {
    super('The service token was refused: no signed-in session', { cause: httpError });
  }
}

/** spec §8: 3 consecutive 401s for one URL; the call is not sent again. */
export class TokenNotAuthenticated extends Error {
  override readonly name = 'TokenNotAuthenticated';
  readonly code = 'TOKEN_NOT_AUTHENTICATED';

  constructor(
    readonly request: RequestInfo,
    cause?: HTTPError,
  ) {
    super(`${request.method} ${request.url} was refused 3 times with a fresh service token`, {
      cause,
    });
  }
}

/** spec §8: no token could be had (network, server error, unreadable answer, no Date header). */
export class LostToken extends Error {
  override readonly name = 'LostToken';
  readonly code = 'LOST_TOKEN';

  constructor(cause: unknown) {
    super(lostTokenMessage, { cause });
  }
}
