import { useCaptchaSource } from '../captcha-token';
import { SignInFlow } from './sign-in-flow';

/** The sign-in flow as the overlay loads it (a chunk of its own). */
export default function SignInOverlayFlow() {
  const getCaptchaToken = useCaptchaSource();
  return <SignInFlow getCaptchaToken={getCaptchaToken} />;
}
