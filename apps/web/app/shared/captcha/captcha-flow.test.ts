import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CaptchaCancelledError,
  CaptchaDismissedError,
  CaptchaUnavailableError,
  startCaptchaFlow,
  type CaptchaFlowState,
  type CaptchaModalHost,
  type CaptchaProvider,
  type CaptchaReport,
} from './captcha-flow';
import { disabledProvider } from './captcha-providers';

// The flow of spec §4 against a scripted provider: each test plays what a real provider's
// script would do (answer, close, expire, break) at chosen moments of a fake clock.

interface Scripted {
  provider: CaptchaProvider;
  /** The report of the running widget, once executed. */
  report(): CaptchaReport;
  destroyed: () => number;
  created: () => number;
}

function scriptedProvider(timing: { loadMs?: number; createMs?: number; loadError?: Error } = {}): Scripted {
  let current: CaptchaReport | undefined;
  let destroyed = 0;
  let created = 0;
  const wait = (ms: number | undefined) => (ms ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
  return {
    provider: {
      async load() {
        await wait(timing.loadMs);
        if (timing.loadError) throw timing.loadError;
      },
      async create() {
        await wait(timing.createMs);
        created += 1;
        return {
          execute: (_action, report) => {
            current = report;
          },
          destroy: () => {
            destroyed += 1;
          },
        };
      },
    },
    report: () => {
      if (!current) throw new Error('the widget has not been executed');
      return current;
    },
    destroyed: () => destroyed,
    created: () => created,
  };
}

function fakeModal(): CaptchaModalHost & { opened: string[]; closed: number } {
  const host = {
    opened: [] as string[],
    closed: 0,
    open: async (kind: string) => {
      host.opened.push(kind);
      return document.createElement('div');
    },
    close: () => {
      host.closed += 1;
    },
  };
  return host;
}

describe('captcha flow (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const start = (scripted: Scripted, extra: { modal?: CaptchaModalHost; executeTimeoutMs?: number } = {}) => {
    const states: CaptchaFlowState[] = [];
    const failures: Array<[number, string]> = [];
    const flow = startCaptchaFlow(scripted.provider, {
      action: 'registration',
      onState: (state) => states.push(state),
      onFailure: (elapsed, reason) => failures.push([elapsed, reason]),
      ...extra,
    });
    // Observe the outcome without leaving a rejection unhandled while timers run.
    const outcome = flow.result.then(
      (token) => ({ token }),
      (error: unknown) => ({ error }),
    );
    return { flow, states, failures, outcome };
  };

  it('loads, creates the widget, executes it and gives the token', async () => {
    const scripted = scriptedProvider({ loadMs: 50, createMs: 20 });
    const { flow, states, failures, outcome } = start(scripted);
    expect(flow.state()).toBe('loading');
    await vi.advanceTimersByTimeAsync(50);
    expect(flow.state()).toBe('creating');
    await vi.advanceTimersByTimeAsync(20);
    expect(flow.state()).toBe('executing');
    scripted.report().token('token-1');
    expect(await outcome).toEqual({ token: 'token-1' });
    expect(states).toEqual(['loading', 'creating', 'executing', 'succeeded']);
    expect(failures).toEqual([]);
    expect(scripted.destroyed()).toBe(1);
  });

  it('resolves without a token when the brand has the captcha disabled', async () => {
    const flow = startCaptchaFlow(disabledProvider, { action: 'sign_in' });
    await expect(flow.result).resolves.toBeUndefined();
    expect(flow.state()).toBe('succeeded');
  });

  it.each([
    ['closed', (report: CaptchaReport) => report.closed()],
    ['expired', (report: CaptchaReport) => report.expired()],
  ] as const)('rejects with "Dismissed captcha" when %s, reporting the elapsed time', async (reason, end) => {
    const scripted = scriptedProvider({ loadMs: 100 });
    const modal = fakeModal();
    const { flow, failures, outcome } = start(scripted, { modal });
    await vi.advanceTimersByTimeAsync(100);
    await scripted.report().interact('widget');
    await vi.advanceTimersByTimeAsync(4_900);
    end(scripted.report());
    const { error } = (await outcome) as { error: unknown };
    expect(error).toBeInstanceOf(CaptchaDismissedError);
    expect(error).toMatchObject({ message: 'Dismissed captcha', reason });
    expect(failures).toEqual([[5_000, reason]]);
    expect(flow.state()).toBe('dismissed');
    // Cancelled: the widget is gone, the modal closed, and later reports change nothing.
    expect(scripted.destroyed()).toBe(1);
    expect(modal.closed).toBe(1);
    scripted.report().token('too-late');
    expect(flow.state()).toBe('dismissed');
    expect(failures).toHaveLength(1);
  });

  it('is dismissed when the player closes the captcha modal', async () => {
    const scripted = scriptedProvider();
    const { flow, failures, outcome } = start(scripted, { modal: fakeModal() });
    await vi.advanceTimersByTimeAsync(2_500);
    flow.dismiss();
    expect(await outcome).toMatchObject({ error: { message: 'Dismissed captcha', reason: 'closed' } });
    expect(failures).toEqual([[2_500, 'closed']]);
  });

  it('expires a widget that never answers after the execute time limit', async () => {
    const scripted = scriptedProvider();
    const { failures, outcome } = start(scripted, { executeTimeoutMs: 60_000 });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ error: { reason: 'expired' } });
    expect(failures).toEqual([[60_000, 'expired']]);
  });

  it('cancels quietly: no analytic, the widget made later is destroyed at once', async () => {
    const scripted = scriptedProvider({ loadMs: 10, createMs: 100 });
    const { flow, failures, outcome } = start(scripted);
    await vi.advanceTimersByTimeAsync(50);
    flow.cancel();
    expect((await outcome as { error: unknown }).error).toBeInstanceOf(CaptchaCancelledError);
    await vi.advanceTimersByTimeAsync(100);
    expect(scripted.created()).toBe(1);
    expect(scripted.destroyed()).toBe(1);
    expect(flow.state()).toBe('cancelled');
    expect(failures).toEqual([]);
  });

  it('fails cleanly when the provider cannot load: logged, reported, rejected', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripted = scriptedProvider({ loadMs: 300, loadError: new Error('script blocked') });
    const { flow, failures, outcome } = start(scripted);
    await vi.advanceTimersByTimeAsync(300);
    const { error } = (await outcome) as { error: unknown };
    expect(error).toBeInstanceOf(CaptchaUnavailableError);
    expect(error).toMatchObject({ cause: { message: 'script blocked' } });
    expect(failures).toEqual([[300, 'error']]);
    expect(flow.state()).toBe('failed');
    expect(log).toHaveBeenCalled();
  });

  it('opens the captcha modal when the widget needs the player, and closes it with the flow', async () => {
    const scripted = scriptedProvider();
    const modal = fakeModal();
    const { outcome } = start(scripted, { modal });
    await vi.advanceTimersByTimeAsync(0);
    const element = await scripted.report().interact('progress');
    expect(element).toBeInstanceOf(HTMLElement);
    expect(modal.opened).toEqual(['progress']);
    scripted.report().token('t');
    expect(await outcome).toEqual({ token: 't' });
    expect(modal.closed).toBe(1);
  });

  it('refuses interaction when there is nowhere to show it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripted = scriptedProvider();
    start(scripted);
    await vi.advanceTimersByTimeAsync(0);
    await expect(scripted.report().interact('widget')).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});
