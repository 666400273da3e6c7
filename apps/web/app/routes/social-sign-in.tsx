import { type ClientLoaderFunctionArgs, type MetaArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { useCaptchaSource } from '../features/identity/captcha-token';
import { readSocialReturn } from '../features/identity/social/social-return';
import { SocialSignInPage, SocialSignInProgress } from '../features/identity/social/social-sign-in-page';
import { pageMeta } from '../shared/page-meta';

export function meta({ matches }: MetaArgs) {
  return [...pageMeta(matches, { title: 'social_title_page' }), { name: 'robots', content: 'noindex' }];
}

/** The pending step lives in an HttpOnly cookie: the browser asks the server once, from a loader. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return readSocialReturn(new URL(request.url).search);
}
clientLoader.hydrate = true as const;

/** Another answer of a provider (another query) is read again; a revalidation after signing in is not. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search;
}

export function HydrateFallback() {
  return <SocialSignInProgress />;
}

/** Where a social provider's answer brings the player back (decision 0040): `/{lng}/social-sign-in?result=…|error=…`. */
export default function SocialSignIn() {
  const getCaptchaToken = useCaptchaSource();
  return <SocialSignInPage state={useLoaderData<typeof clientLoader>()} getCaptchaToken={getCaptchaToken} />;
}
