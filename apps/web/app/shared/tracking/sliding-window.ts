// A count of moments within a trailing time window: the request limit (5 per second) and the
// bot filter (more than 5 route changes within 5 s) of api-contract-spec §7.14 and §9.

export class SlidingWindow {
  private moments: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Moments recorded within the window ending at `now`. */
  count(now: number): number {
    this.prune(now);
    return this.moments.length;
  }

  /** Records a moment when the window has room; false (nothing recorded) when it is full. */
  tryTake(now: number): boolean {
    if (this.count(now) >= this.limit) return false;
    this.moments.push(now);
    return true;
  }

  /** Records a moment whatever the count; true when the window now holds more than the limit. */
  recordAndCheckOverflow(now: number): boolean {
    this.prune(now);
    this.moments.push(now);
    return this.moments.length > this.limit;
  }

  /** Start of the window ending at `now`. */
  windowStart(now: number): number {
    return now - this.windowMs;
  }

  private prune(now: number): void {
    const start = this.windowStart(now);
    this.moments = this.moments.filter((moment) => moment > start);
  }
}
