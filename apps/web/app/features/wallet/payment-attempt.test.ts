import { describe, expect, it } from 'vitest';
import { PaymentAttempts, randomKey } from './payment-attempt';

describe('payment attempts', () => {
  it('keep the key while the same request is sent again, and change it for another', () => {
    const attempts = new PaymentAttempts();
    const first = attempts.keyFor({ method: 'sandbox_card', amount: '500' });
    expect(attempts.keyFor({ amount: '500', method: 'sandbox_card' })).toBe(first);
    const other = attempts.keyFor({ method: 'sandbox_card', amount: '501' });
    expect(other).not.toBe(first);
    // Back to the first request: it is a new attempt now, with a new key.
    expect(attempts.keyFor({ method: 'sandbox_card', amount: '500' })).not.toBe(first);
  });

  it('start afresh once the server took the attempt', () => {
    const attempts = new PaymentAttempts();
    const first = attempts.keyFor({ method: 'sandbox_card', amount: '500' });
    attempts.settle();
    expect(attempts.keyFor({ method: 'sandbox_card', amount: '500' })).not.toBe(first);
  });

  it('make keys the server takes', () => {
    const keys = new Set(Array.from({ length: 100 }, randomKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
