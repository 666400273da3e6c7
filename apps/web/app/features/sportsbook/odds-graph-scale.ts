// The odds graph's geometry (own code, no chart library): prices in thousandths over time mapped
// into an SVG box, drawn as steps (a price holds until it moves), with round axis ticks.

/** One price of an outcome at a moment: unix milliseconds and thousandths of decimal odds. */
export interface GraphPoint {
  readonly at: number;
  readonly price: number;
}

export interface GraphSeries {
  readonly id: string;
  readonly name: string;
  readonly points: readonly GraphPoint[];
}

export interface GraphBox {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

export const GRAPH_BOX: GraphBox = { width: 640, height: 240, left: 56, right: 16, top: 12, bottom: 28 };

export interface GraphScale {
  x(at: number): number;
  y(price: number): number;
  /** Prices of the horizontal grid lines, low to high. */
  readonly priceTicks: readonly number[];
  /** Moments of the time labels, early to late. */
  readonly timeTicks: readonly number[];
  readonly from: number;
  readonly to: number;
}

/** Steps of 0.01 … 5.00 in thousandths: a grid at round prices. */
const PRICE_STEPS = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];

/** The scale of every series together; `until` stretches the time axis (now, on a live graph). */
export function graphScale(series: readonly GraphSeries[], box: GraphBox = GRAPH_BOX, until?: number): GraphScale | null {
  const points = series.flatMap((s) => s.points);
  if (points.length === 0) return null;
  const prices = points.map((p) => p.price);
  const times = points.map((p) => p.at);
  let low = Math.min(...prices);
  let high = Math.max(...prices);
  // A flat line sits in the middle of a band of ±5 %.
  if (high - low < 10) {
    const pad = Math.max(10, Math.round(low * 0.05));
    low -= pad;
    high += pad;
  }
  const step = PRICE_STEPS.find((s) => (high - low) / s <= 5) ?? 10_000;
  const min = Math.max(1000, Math.floor(low / step) * step);
  const max = Math.max(min + step, Math.ceil(high / step) * step);
  const priceTicks: number[] = [];
  for (let tick = min; tick <= max; tick += step) priceTicks.push(tick);

  const from = Math.min(...times);
  const to = Math.max(from + 60_000, until ?? 0, ...times);
  const timeTicks = [0, 1, 2, 3].map((i) => Math.round(from + ((to - from) * i) / 3));

  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  return {
    x: (at) => box.left + ((at - from) / (to - from)) * plotWidth,
    y: (price) => box.top + (1 - (price - min) / (max - min)) * plotHeight,
    priceTicks,
    timeTicks,
    from,
    to,
  };
}

/** A step path through the points, held level to the end of the time axis. */
export function stepPath(points: readonly GraphPoint[], scale: GraphScale): string {
  const first = points[0];
  if (!first) return '';
  const round = (n: number) => Math.round(n * 10) / 10;
  let d = `M${round(scale.x(first.at))} ${round(scale.y(first.price))}`;
  for (const point of points.slice(1)) d += ` H${round(scale.x(point.at))} V${round(scale.y(point.price))}`;
  return `${d} H${round(scale.x(scale.to))}`;
}

/**
 * The recorded history followed by what the page saw live, in time order, without repeats of a
 * price. A live price seen before the last recorded moment is the price now (the page may have
 * held it since before the record), so it goes at the end of the record.
 */
export function mergePoints(history: readonly GraphPoint[], live: readonly GraphPoint[]): GraphPoint[] {
  const end = history.reduce((latest, p) => Math.max(latest, p.at), -Infinity);
  const seen = live.map((p) => (p.at < end ? { at: end, price: p.price } : p));
  const all = [...history, ...seen].sort((a, b) => a.at - b.at);
  const out: GraphPoint[] = [];
  for (const point of all) {
    const last = out[out.length - 1];
    if (last && last.price === point.price) continue;
    out.push(point);
  }
  return out;
}
