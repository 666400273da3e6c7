import { type MetaArgs, useSearchParams } from 'react-router';
import { useCaptchaSource } from '../features/identity/captcha-token';
import { ResetLinkPage } from '../features/identity/lost-password/reset-link-page';
import { pageMeta } from '../shared/page-meta';

export function meta({ matches }: MetaArgs) {
  return [...pageMeta(matches, { title: 'identity_title_reset_link' }), { name: 'robots', content: 'noindex' }];
}

/** The e-mailed reset link `/{lng}/lost-password/reset?token=…`: choose the new password. */
export default function PasswordResetLink() {
  const [search] = useSearchParams();
  const getCaptchaToken = useCaptchaSource();
  return <ResetLinkPage token={search.get('token')} getCaptchaToken={getCaptchaToken} />;
}
