import { type ClientLoaderFunctionArgs, type MetaArgs, type ShouldRevalidateFunctionArgs, useLoaderData, useParams, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCaptchaSource } from '../features/identity/captcha-token';
import { FlowFrame } from '../features/identity/flow-frame';
import { phoneCountries } from '../features/identity/phone-countries';
import { RegistrationFlow } from '../features/identity/registration/registration-flow';
import { pageMeta } from '../shared/page-meta';
import { useRootData } from '../shared/root-data';
import { SkeletonRows } from '../shared/ui/skeleton';

export function meta({ matches }: MetaArgs) {
  return [...pageMeta(matches, { title: 'identity_title_registration' }), { name: 'robots', content: 'noindex' }];
}

/** The country list of the forms, loaded in the browser (reference data, cached for the visit). */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  return { countries: await phoneCountries(params.lng ?? '') };
}
clientLoader.hydrate = true as const;

/** Switching the type tab keeps the list; a retry (same URL) or another language loads again. */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href || currentParams.lng !== nextParams.lng) return defaultShouldRevalidate;
  return false;
}

export function HydrateFallback() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <FlowFrame title={t('identity_registration_title')} kind={site.registrationModalKind} onClose={() => undefined} closable={false}>
      <SkeletonRows count={5} />
    </FlowFrame>
  );
}

/** Registration of every type the brand offers (issue 3): a modal route for guests (spec §2). */
export default function Registration() {
  const { countries } = useLoaderData<typeof clientLoader>();
  const { regType } = useParams();
  const revalidator = useRevalidator();
  const getCaptchaToken = useCaptchaSource();
  return (
    <RegistrationFlow
      regType={regType}
      countries={countries.ok ? countries.data : []}
      countriesFailed={!countries.ok}
      onRetryCountries={() => void revalidator.revalidate()}
      getCaptchaToken={getCaptchaToken}
    />
  );
}
