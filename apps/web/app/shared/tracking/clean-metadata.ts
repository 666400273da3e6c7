// Event metadata as the batch schema allows it (api-contract-spec §7.14: i1-i3, f1-f3, s1-s3), so
// one bad value costs that key only, never the event or the batch.
import { trackingLimits, trackingMetadataSchema } from '@stavka/contract/tracking';
import type { TrackingMetadata } from '@stavka/contract/tracking';

const metadataKeys: ReadonlySet<string> = new Set(Object.keys(trackingMetadataSchema.shape));

/** Keeps what the schema allows: text cut to the limit, non-finite or unsafe numbers dropped. */
export function cleanMetadata(metadata: TrackingMetadata): TrackingMetadata | undefined {
  const cleaned: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (!metadataKeys.has(key)) continue;
    if (typeof value === 'string') cleaned[key] = value.slice(0, trackingLimits.maxTextLength);
    else if (typeof value === 'number' && Number.isFinite(value)) cleaned[key] = value;
  }
  const parsed = trackingMetadataSchema.safeParse(cleaned);
  if (parsed.success) return Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
  // Drop only the offending keys (e.g. a non-integer i1).
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(cleaned).filter(([key]) => !bad.has(key)));
  const retry = trackingMetadataSchema.safeParse(kept);
  return retry.success && Object.keys(retry.data).length > 0 ? retry.data : undefined;
}
