import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAbortSignal } from './use-abort-signal';

function renderWithSignal(strict: boolean) {
  let getSignal: (() => AbortSignal) | undefined;
  function Probe() {
    getSignal = useAbortSignal();
    return null;
  }
  const view = render(
    strict ? (
      <StrictMode>
        <Probe />
      </StrictMode>
    ) : (
      <Probe />
    ),
  );
  if (!getSignal) throw new Error('not rendered');
  return { view, getSignal };
}

describe('useAbortSignal', () => {
  it('aborts the calls of a component when it unmounts', () => {
    const { view, getSignal } = renderWithSignal(false);
    const signal = getSignal();
    expect(signal.aborted).toBe(false);
    expect(getSignal()).toBe(signal);
    view.unmount();
    expect(signal.aborted).toBe(true);
    expect(getSignal().aborted).toBe(true);
  });

  it('survives the StrictMode remount', () => {
    const { view, getSignal } = renderWithSignal(true);
    const signal = getSignal();
    expect(signal.aborted).toBe(false);
    view.unmount();
    expect(signal.aborted).toBe(true);
  });
});
