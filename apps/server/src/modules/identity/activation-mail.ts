import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { type SendOptions, sendCode, sendLink } from '../verification/service';
import type { Site } from '../site/service';
import { type IdentityContext, verificationOf } from './context';
import { brandOrigin, linkOn } from './links';
import type { UserRow } from './users-repo';

// The mail that confirms a player's e-mail: a link (24 h) or a six-digit code, written in the
// caller's unit of work and sent after it commits.

export async function queueActivationLink(
  ctx: IdentityContext,
  uow: UnitOfWork,
  request: { site: Site; ip: string },
  user: UserRow & { email: string },
  options: SendOptions = {},
): Promise<{ sent: boolean }> {
  const origin = brandOrigin(request.site);
  return sendLink(
    verificationOf(ctx),
    uow,
    {
      siteId: request.site.id,
      purpose: 'email_activation',
      target: user.email,
      userId: user.id,
      ip: request.ip,
      lang: user.language,
      brandName: request.site.name,
      linkFor: (token) => linkOn(origin, `/${user.language}/activation/email`, { token }),
    },
    options,
  );
}

export async function queueActivationCode(
  ctx: IdentityContext,
  uow: UnitOfWork,
  request: { site: Site; ip: string },
  user: UserRow & { email: string },
  lang: string,
): Promise<void> {
  await sendCode(verificationOf(ctx), uow, {
    siteId: request.site.id,
    purpose: 'email_activation',
    channel: 'email',
    target: user.email,
    userId: user.id,
    ip: request.ip,
    lang,
    brandName: request.site.name,
  });
}
