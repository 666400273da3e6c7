import { type ClientLoaderFunctionArgs, type MetaArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from 'react-router';
import { activateFromLink } from '../features/identity/activation/activate-from-link';
import { ActivationProgress, EmailActivationPage } from '../features/identity/activation/email-activation-page';
import { pageMeta } from '../shared/page-meta';

export function meta({ matches }: MetaArgs) {
  return [...pageMeta(matches, { title: 'identity_title_activation' }), { name: 'robots', content: 'noindex' }];
}

/** The token of the e-mailed link goes to the server once, from the browser (a loader, not an effect). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return activateFromLink(new URL(request.url).search);
}
clientLoader.hydrate = true as const;

/** A single-use token: only another link (another query) activates again. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search;
}

export function HydrateFallback() {
  return <ActivationProgress />;
}

/** E-mail activation (spec §7.3 activate): `/{lng}/activation/email?token=…`. */
export default function EmailActivation() {
  return <EmailActivationPage result={useLoaderData<typeof clientLoader>()} />;
}
