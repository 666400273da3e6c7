// Idempotency keys of money requests (DESIGN §1.3 "the client makes the key"): each attempt gets a
// fresh key; pressing again for the same attempt (same method, amount and details, after a timeout
// or a lost answer) sends the same key, so the server answers with the first payment instead of
// making a second. A changed request, or one the server has taken, starts a new attempt.

export class PaymentAttempts {
  private current: { readonly signature: string; readonly key: string } | null = null;

  constructor(private readonly makeKey: () => string = randomKey) {}

  /** The key of the attempt described by `request`. */
  keyFor(request: Readonly<Record<string, string>>): string {
    const signature = JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
    if (this.current?.signature !== signature) this.current = { signature, key: this.makeKey() };
    return this.current.key;
  }

  /** The server took the attempt: the next press is another payment. */
  settle(): void {
    this.current = null;
  }
}

/** 128 random bits as 32 hex digits (the server takes [A-Za-z0-9_-]{8,64}); works outside secure contexts too. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
