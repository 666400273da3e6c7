// The brand's social providers as buttons (issue 13, spec §2 "Login form has … social buttons";
// soc_reg): each is a real link to /socauth/auth, which sends the browser on to the provider's
// page; the provider's answer comes back at the socialSignIn page. The built-in test provider says
// what it is, so a demo visitor knows any e-mail will do. Known providers wear their own mark and
// colours; the plain OAuth 2.0 presets are named in the page's language (decision 0046). Telegram
// is its own widget (its script draws the button); the local test Telegram is a link as the others
// are. A wallet (MetaMask, decision 0043) signs in place: its buttons are in eth-sign-in-buttons.tsx.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SocialProviderView } from '@stavka/contract/social';
import { useRootData } from '../../../shared/root-data';
import { Alert } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { SkeletonRows } from '../../../shared/ui/skeleton';
import { getAppStorage } from '../../../shared/storage/app-storage';
import styles from '../identity.module.css';
import { RETURN_PARAM, rememberReturnUrl } from '../../../shared/return-url';
import { EthSignInButtons } from './eth-sign-in-buttons';
import { LOCAL_PROVIDER_ID, LOCAL_TELEGRAM_ID, METAMASK_ID, socialStartUrl, TELEGRAM_WIDGET_SCRIPT, telegramAuthUrl } from './social-api';
import { presetSignInKeys, providerMark } from './provider-marks';
import { useSocialProviders } from './social-queries';
import social from './social.module.css';

/** Links that leave the site for each provider (a document navigation, not the router's). */
export function SocialProviderLinks({ providers, labelledBy }: { providers: readonly SocialProviderView[]; labelledBy: string }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const location = useLocation();
  // The provider's own name in the page's language, unless the brand named the button itself.
  const signInText = (provider: SocialProviderView) => {
    const key = provider.brandNamed ? undefined : presetSignInKeys[provider.id];
    return key === undefined ? t('social_provider_link', { name: provider.name }) : t(key);
  };
  // The trip to the provider loses this URL: a `?return=` page is kept where the return page reads it.
  const asked = new URLSearchParams(location.search).get(RETURN_PARAM);
  const keepReturn = () => {
    if (asked !== null) rememberReturnUrl(getAppStorage(), asked);
  };
  return (
    <ul className={social.list} aria-labelledby={labelledBy}>
      {providers.map((provider) =>
        provider.id === METAMASK_ID ? (
          <li key={provider.id} className={social.wallet}>
            <EthSignInButtons provider={provider} beforeLeaving={keepReturn} />
          </li>
        ) : provider.widget ? (
          <li key={provider.id} data-provider={provider.id}>
            <TelegramWidget bot={provider.widget.bot} authUrl={telegramAuthUrl(provider.widget.authUrl, site.lang)} returnUrl={asked} />
          </li>
        ) : (
          <li key={provider.id}>
            <a className={social.provider} href={socialStartUrl(provider.id, site.lang)} onClick={keepReturn} data-provider={provider.id}>
              <ProviderBadge provider={provider} />
              <span className={social.text}>
                <span className={social.name}>{signInText(provider)}</span>
                {provider.id === LOCAL_PROVIDER_ID && <span className={social.note}>{t('social_local_note')}</span>}
                {provider.id === LOCAL_TELEGRAM_ID && <span className={social.note}>{t('social_local_telegram_note')}</span>}
              </span>
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

/** The provider's mark in its own colours (decorative: the link's text names the provider). */
function ProviderBadge({ provider }: { provider: SocialProviderView }) {
  const mark = providerMark(provider);
  return (
    <span className={social.badge} data-mark={mark.known ? provider.id : undefined} aria-hidden="true">
      {mark.glyph}
    </span>
  );
}

/**
 * Telegram's own login button: its script draws it (a frame of oauth.telegram.org) and sends the
 * browser to `authUrl` with the person's signed data; `write` lets the brand's bot message them.
 */
function TelegramWidget({ bot, authUrl, returnUrl }: { bot: string; authUrl: string; returnUrl: string | null }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_SCRIPT;
    script.dataset.telegramLogin = bot;
    script.dataset.size = 'large';
    script.dataset.authUrl = authUrl;
    script.dataset.requestAccess = 'write';
    element.replaceChildren(script);
    // The widget's click happens in Telegram's frame, out of our sight: the page to return to is kept now.
    if (returnUrl !== null) rememberReturnUrl(getAppStorage(), returnUrl);
    return () => element.replaceChildren();
  }, [bot, authUrl, returnUrl]);
  return <div ref={holder} className={social.widget} />;
}

/** Under the sign-in form: "or sign in with" and the providers; nothing where the brand has none. */
export function SocialSignInSection() {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const headingId = useId();
  if (!providers.data || providers.data.length === 0) return null;
  return (
    <section className={social.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={social.divider}>
        {t('social_sign_in_with')}
      </h2>
      <SocialProviderLinks providers={providers.data} labelledBy={headingId} />
    </section>
  );
}

/** The registration dialog's soc_reg panel: the account appears at the first sign-in. */
export function SocialRegistrationPanel() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const providers = useSocialProviders();
  const leadId = useId();
  return (
    <div className={styles.form}>
      <p id={leadId} className={styles.intro}>
        {t('social_register_lead')}
      </p>
      {providers.isPending ? (
        <SkeletonRows count={2} withIcon />
      ) : providers.isError ? (
        <Alert
          messageKind="error"
          action={
            <Button size="s" icon="refresh" onClick={() => void providers.refetch()}>
              {t('identity_retry')}
            </Button>
          }
        >
          {t('social_providers_failed')}
        </Alert>
      ) : providers.data.length === 0 ? (
        <Alert messageKind="warning">{t('social_providers_none')}</Alert>
      ) : (
        <SocialProviderLinks providers={providers.data} labelledBy={leadId} />
      )}
      <p className={styles.note}>{t('social_register_terms', { age: site.minAge })}</p>
    </div>
  );
}
