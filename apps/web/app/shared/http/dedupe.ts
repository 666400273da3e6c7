// Shared pending calls (api-contract-spec §7.1): when parallel calls are not allowed, a second
// identical call joins the pending one. Each caller may still abort on its own; the network
// request is aborted only when every caller has left.

interface Flight<R> {
  readonly promise: Promise<R>;
  readonly controller: AbortController;
  subscribers: number;
}

export class PendingCalls<R> {
  private readonly flights = new Map<string, Flight<R>>();

  /**
   * Joins the pending call under `key`, or starts one (a null key never shares). The caller's
   * promise settles with `onCallerAbort()` as soon as its own signal aborts.
   */
  join(
    key: string | null,
    start: (signal: AbortSignal) => Promise<R>,
    callerSignal: AbortSignal | undefined,
    onCallerAbort: () => R,
  ): Promise<R> {
    if (callerSignal?.aborted) return Promise.resolve(onCallerAbort());
    const existing = key === null ? undefined : this.flights.get(key);
    const flight = existing ?? this.start(key, start);
    flight.subscribers += 1;

    return new Promise<R>((resolve) => {
      const leave = (): void => {
        this.leave(key, flight);
        resolve(onCallerAbort());
      };
      callerSignal?.addEventListener('abort', leave, { once: true });
      void flight.promise.then((value) => {
        callerSignal?.removeEventListener('abort', leave);
        resolve(value);
      });
    });
  }

  /** Number of network calls in flight that others may join. */
  get size(): number {
    return this.flights.size;
  }

  private start(key: string | null, start: (signal: AbortSignal) => Promise<R>): Flight<R> {
    const controller = new AbortController();
    const flight: Flight<R> = {
      promise: start(controller.signal).finally(() => this.forget(key, flight)),
      controller,
      subscribers: 0,
    };
    if (key !== null) this.flights.set(key, flight);
    return flight;
  }

  private leave(key: string | null, flight: Flight<R>): void {
    flight.subscribers -= 1;
    if (flight.subscribers > 0) return;
    this.forget(key, flight);
    flight.controller.abort();
  }

  private forget(key: string | null, flight: Flight<R>): void {
    if (key !== null && this.flights.get(key) === flight) this.flights.delete(key);
  }
}
