// hCaptcha and the hunt and puzzle captchas (brand types `hcaptcha`, `hunt`, `puzzle`): scripts
// with the explicit-render API hCaptcha made common — render(container, params) gives a widget
// id, execute(id) runs it, and callbacks report the token, an expiry, a close or an error.
// hCaptcha and hunt render invisibly and show their own challenge when needed; the puzzle always
// needs the player, so it is rendered inside the captcha modal (spec §4).
import { captchaKindByType } from '@stavka/contract/captcha';
import { CaptchaUnavailableError, type CaptchaProvider, type CaptchaReport, type CaptchaWidget } from './captcha-flow';
import { hasMethods, pageGlobal, requireToken } from './page-global';
import type { ExternalProviderOptions } from './recaptcha-provider';
import { loadScript } from './script-loader';

type WidgetId = string | number;

interface RenderApi {
  render(container: HTMLElement, params: Record<string, unknown>): WidgetId;
  execute(id: WidgetId): void;
  remove?(id: WidgetId): void;
}

function isRenderApi(value: unknown): value is RenderApi {
  return hasMethods(value, ['render', 'execute']);
}

export type RenderApiType = 'hcaptcha' | 'hunt' | 'puzzle';

interface RenderApiSpec {
  readonly global: string;
  readonly scriptPath: string;
  /** Rendered visibly inside the captcha modal instead of invisibly on the page. */
  readonly inModal: boolean;
}

const specs: Readonly<Record<RenderApiType, RenderApiSpec>> = {
  hcaptcha: { global: captchaKindByType.hcaptcha, scriptPath: '/1/api.js?render=explicit&recaptchacompat=off', inModal: false },
  hunt: { global: captchaKindByType.hunt, scriptPath: '/api.js?render=explicit', inModal: false },
  puzzle: { global: captchaKindByType.puzzle, scriptPath: '/api.js?render=explicit', inModal: true },
};

export function createRenderApiProvider(type: RenderApiType, options: ExternalProviderOptions): CaptchaProvider {
  const spec = specs[type];
  const api = (): RenderApi | undefined => {
    const candidate = pageGlobal(spec.global);
    return isRenderApi(candidate) ? candidate : undefined;
  };
  return {
    async load(signal) {
      if (!options.siteKey) throw new CaptchaUnavailableError('captcha.siteKey is not configured for this brand');
      await loadScript(`https://${options.domain}${spec.scriptPath}`, { isReady: () => api() !== undefined, signal, nonce: options.nonce });
    },
    async create() {
      const loaded = api();
      const siteKey = options.siteKey;
      if (!loaded || !siteKey) throw new CaptchaUnavailableError(`${spec.global} is not loaded`);
      return renderApiWidget(loaded, siteKey, spec.inModal);
    },
  };
}

function renderApiWidget(api: RenderApi, siteKey: string, inModal: boolean): CaptchaWidget {
  let container: HTMLElement | undefined;
  let widgetId: WidgetId | undefined;

  const render = (target: HTMLElement, report: CaptchaReport, size: 'invisible' | 'normal'): WidgetId =>
    api.render(target, {
      sitekey: siteKey,
      size,
      callback: (token: unknown) => {
        try {
          report.token(requireToken(token));
        } catch (error) {
          report.failed(error);
        }
      },
      'expired-callback': () => report.expired(),
      'chalexpired-callback': () => report.expired(),
      'close-callback': () => report.closed(),
      'error-callback': (code: unknown) => report.failed(new Error(`captcha error ${String(code)}`)),
    });

  return {
    execute(_action, report) {
      if (inModal) {
        report
          .interact('widget')
          .then((target) => {
            widgetId = render(target, report, 'normal');
          })
          .catch(report.failed);
        return;
      }
      try {
        // An invisible widget still needs a place in the page for the provider's challenge frame.
        container = document.createElement('div');
        document.body.append(container);
        widgetId = render(container, report, 'invisible');
        api.execute(widgetId);
      } catch (error) {
        report.failed(error);
      }
    },
    destroy() {
      if (widgetId !== undefined) {
        try {
          api.remove?.(widgetId);
        } catch {
          // The widget is going away anyway; the provider may already have removed it.
        }
      }
      container?.remove();
    },
  };
}
