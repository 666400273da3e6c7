import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicSite } from '@stavka/contract/public-site';
import { useModalQueue } from '../modal-queue-context';
import { useRootData } from '../root-data';
import { startCaptchaFlow, type CaptchaFailureReason, type CaptchaFlow, type CaptchaModalHost } from './captcha-flow';
import { CaptchaModalBody } from './captcha-modal';
import { captchaProviderFor, type CaptchaSettings } from './captcha-providers';

export interface UseCaptchaOptions {
  /**
   * The failure analytic of spec §4 (close, expiry or a broken provider, with the elapsed
   * time). Features do not import each other, so the caller sends it through tracking.
   */
  readonly onFailure?: (elapsedMs: number, reason: CaptchaFailureReason) => void;
}

export interface CaptchaApi {
  /**
   * Runs the brand's captcha for `action` ("registration", "sign_in", "password_reset": the
   * server checks the same name) and gives the `x-captcha-token` value, undefined when the
   * brand needs none. Rejects with CaptchaDismissedError ("Dismissed captcha"),
   * CaptchaUnavailableError, or CaptchaCancelledError when a newer call or unmount replaced it.
   */
  getToken(action: string): Promise<string | undefined>;
}

/** One captcha modal at a time for the page. */
const modalId = 'captcha';

/** The brand's captcha (root loader data: `captcha_type`, `captchaDomain`) for this page. */
export function useCaptcha(options: UseCaptchaOptions = {}): CaptchaApi {
  const { site, nonce } = useRootData();
  const settings: CaptchaSettings = { type: site.captcha_type, domain: site.captchaDomain, siteKey: captchaSiteKey(site), nonce };
  return useCaptchaFor(settings, options);
}

/** The same for given settings; the captcha modal goes through the page's modal queue. */
export function useCaptchaFor(settings: CaptchaSettings, options: UseCaptchaOptions = {}): CaptchaApi {
  const queue = useModalQueue();
  const { t } = useTranslation();
  const running = useRef<CaptchaFlow | undefined>(undefined);
  const onFailure = useRef(options.onFailure);
  useEffect(() => {
    onFailure.current = options.onFailure;
  });
  // A form that goes away takes its captcha with it: no modal or provider work is left behind.
  useEffect(() => () => running.current?.cancel(), []);

  const { type, domain, siteKey, nonce } = settings;
  const provider = useMemo(() => captchaProviderFor({ type, domain, siteKey, nonce }), [type, domain, siteKey, nonce]);

  const getToken = useCallback(
    (action: string) => {
      running.current?.cancel();
      const modal: CaptchaModalHost = {
        open: (kind) =>
          new Promise<HTMLElement>((resolve) => {
            queue.enqueue({
              id: modalId,
              // Above the registration or sign-in modal that asked for the captcha.
              overlay: true,
              closeOnBackdrop: false,
              payload: { title: t('captcha_title'), size: 's', render: () => <CaptchaModalBody kind={kind} onContainer={resolve} /> },
              // The player closed it (or it broke): the captcha is dismissed (spec §4).
              onEnd: () => flow.dismiss(),
            });
          }),
        close: () => queue.close(modalId),
      };
      const flow = startCaptchaFlow(provider, {
        action,
        modal,
        onFailure: (elapsedMs, reason) => onFailure.current?.(elapsedMs, reason),
      });
      running.current = flow;
      return flow.result;
    },
    [provider, queue, t],
  );

  return useMemo(() => ({ getToken }), [getToken]);
}

/**
 * The provider site key of the brand. The public configuration does not name it yet (only
 * `captcha_type` and `captchaDomain`); until it does, read it when the server sends it.
 */
function captchaSiteKey(site: PublicSite): string | undefined {
  if (!('captchaSiteKey' in site)) return undefined;
  const value: unknown = site.captchaSiteKey;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
