// The captcha flow of spec §4, the same for every provider: load the provider, create an
// invisible widget, execute it. Success gives a token (none for a brand with the captcha
// disabled); a close or an expiry rejects with "Dismissed captcha" (spec §8), reports the
// failure with the elapsed time and cancels the flow. Framework-free: the React hook drives it.
import { captchaDismissedMessage } from '@stavka/contract/captcha';

export type CaptchaFlowState =
  | 'loading'
  | 'creating'
  | 'executing'
  | 'succeeded'
  | 'dismissed'
  | 'failed'
  | 'cancelled';

export type CaptchaDismissReason = 'closed' | 'expired';
export type CaptchaFailureReason = CaptchaDismissReason | 'error';

/** The player closed the captcha or let it expire (spec §8 "Captcha closed or expired"). */
export class CaptchaDismissedError extends Error {
  override name = 'CaptchaDismissedError';
  readonly reason: CaptchaDismissReason;

  constructor(reason: CaptchaDismissReason) {
    super(captchaDismissedMessage);
    this.reason = reason;
  }
}

/** The provider could not be loaded or failed; the cause says why (logged, spec §8). */
export class CaptchaUnavailableError extends Error {
  override name = 'CaptchaUnavailableError';
}

/** The caller gave up (the form went away); nobody is told, nothing is reported. */
export class CaptchaCancelledError extends Error {
  override name = 'CaptchaCancelledError';

  constructor() {
    super('Captcha cancelled');
  }
}

/** What a widget may show in the captcha modal: progress of invisible work, or its own UI. */
export type CaptchaModalKind = 'progress' | 'widget';

/** How a running widget reports back; the first report wins, later ones are ignored. */
export interface CaptchaReport {
  token(value: string | undefined): void;
  closed(): void;
  expired(): void;
  failed(error: unknown): void;
  /** The player is needed: opens the captcha modal; resolves with the element to render into. */
  interact(kind: CaptchaModalKind): Promise<HTMLElement>;
}

export interface CaptchaWidget {
  execute(action: string, report: CaptchaReport): void;
  /** Stops any work and removes what the widget added to the page. */
  destroy(): void;
}

export interface CaptchaProvider {
  /** Loads the provider's script or library. */
  load(signal: AbortSignal): Promise<void>;
  /** Creates the invisible widget, ready to execute. */
  create(signal: AbortSignal): Promise<CaptchaWidget>;
}

/** The captcha modal, shown by whoever runs the flow (the hook uses the page's modal queue). */
export interface CaptchaModalHost {
  open(kind: CaptchaModalKind): Promise<HTMLElement>;
  close(): void;
}

export interface CaptchaFlowOptions {
  readonly action: string;
  readonly modal?: CaptchaModalHost;
  /** The failure analytic of spec §4: elapsed milliseconds since the flow started. */
  readonly onFailure?: (elapsedMs: number, reason: CaptchaFailureReason) => void;
  readonly onState?: (state: CaptchaFlowState) => void;
  readonly now?: () => number;
  /** A widget that never answers counts as expired after this long (the challenge lifetime). */
  readonly executeTimeoutMs?: number;
}

export interface CaptchaFlow {
  /** The token, undefined when the brand needs none; rejects with one of the errors above. */
  readonly result: Promise<string | undefined>;
  state(): CaptchaFlowState;
  /** The player closed the captcha modal. */
  dismiss(): void;
  cancel(): void;
}

const defaultExecuteTimeoutMs = 5 * 60_000;

export function startCaptchaFlow(provider: CaptchaProvider, options: CaptchaFlowOptions): CaptchaFlow {
  const now = options.now ?? (() => Date.now());
  const startedAt = now();
  const controller = new AbortController();
  let state: CaptchaFlowState = 'loading';
  let widget: CaptchaWidget | undefined;
  let modalOpen = false;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let settle: { resolve: (token: string | undefined) => void; reject: (error: Error) => void } | undefined;
  const result = new Promise<string | undefined>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const isOver = () => state === 'succeeded' || state === 'dismissed' || state === 'failed' || state === 'cancelled';
  const enter = (next: CaptchaFlowState) => {
    state = next;
    options.onState?.(next);
  };

  function finish(next: CaptchaFlowState, outcome: { token: string | undefined } | { error: Error }): void {
    if (isOver()) return;
    enter(next);
    clearTimeout(expiryTimer);
    controller.abort();
    widget?.destroy();
    if (modalOpen) options.modal?.close();
    modalOpen = false;
    if ('token' in outcome) settle?.resolve(outcome.token);
    else settle?.reject(outcome.error);
  }

  function fail(reason: CaptchaFailureReason, error: Error): void {
    if (isOver()) return;
    // Reported before settling, so the analytic goes out even if the caller throws on rejection.
    options.onFailure?.(now() - startedAt, reason);
    finish(reason === 'error' ? 'failed' : 'dismissed', { error });
  }

  const dismiss = (reason: CaptchaDismissReason) => fail(reason, new CaptchaDismissedError(reason));
  const breakDown = (error: unknown) => {
    console.error('captcha failed', error);
    fail('error', error instanceof CaptchaUnavailableError ? error : new CaptchaUnavailableError('Captcha is unavailable', { cause: error }));
  };

  const report: CaptchaReport = {
    token: (value) => finish('succeeded', { token: value }),
    closed: () => dismiss('closed'),
    expired: () => dismiss('expired'),
    failed: breakDown,
    interact: async (kind) => {
      if (isOver()) throw new CaptchaCancelledError();
      if (!options.modal) throw new CaptchaUnavailableError('This captcha needs the player, but there is no modal to show it in');
      modalOpen = true;
      return options.modal.open(kind);
    },
  };

  async function run(): Promise<void> {
    await provider.load(controller.signal);
    if (isOver()) return;
    enter('creating');
    const created = await provider.create(controller.signal);
    widget = created;
    // Ended while the widget was being made: it was never seen by finish(), so clean it here.
    if (isOver()) {
      created.destroy();
      return;
    }
    enter('executing');
    expiryTimer = setTimeout(() => dismiss('expired'), options.executeTimeoutMs ?? defaultExecuteTimeoutMs);
    created.execute(options.action, report);
  }

  options.onState?.(state);
  run().catch((error: unknown) => {
    if (!isOver()) breakDown(error);
  });

  return {
    result,
    state: () => state,
    dismiss: () => dismiss('closed'),
    cancel: () => finish('cancelled', { error: new CaptchaCancelledError() }),
  };
}
