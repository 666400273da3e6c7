import type { MetaArgs } from 'react-router';
import { useCaptchaSource } from '../features/identity/captcha-token';
import { LostPasswordFlow } from '../features/identity/lost-password/lost-password-flow';
import { pageMeta } from '../shared/page-meta';

export function meta({ matches }: MetaArgs) {
  return [...pageMeta(matches, { title: 'identity_title_lost_password' }), { name: 'robots', content: 'noindex' }];
}

/** Lost password by e-mail link or SMS code (issue 3): a modal route for guests (spec §2). */
export default function LostPassword() {
  const getCaptchaToken = useCaptchaSource();
  return <LostPasswordFlow getCaptchaToken={getCaptchaToken} />;
}
