import type { MetaArgs } from 'react-router';
import { useCaptchaSource } from '../features/identity/captcha-token';
import { SignInFlow } from '../features/identity/sign-in/sign-in-flow';
import { pageMeta } from '../shared/page-meta';

export function meta({ matches }: MetaArgs) {
  return [...pageMeta(matches, { title: 'identity_title_sign_in' }), { name: 'robots', content: 'noindex' }];
}

/** Sign-in (issue 3): a modal route for guests (spec §2). */
export default function Login() {
  const getCaptchaToken = useCaptchaSource();
  return <SignInFlow getCaptchaToken={getCaptchaToken} />;
}
