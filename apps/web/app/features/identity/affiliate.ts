// The affiliate of the entry link (issue 3: "the promo code and the affiliate ref/partner of the
// entry link are stored on the account"). `?ref=` or `?partner=` name the partner, `?tag=` the
// campaign tag. The first link of a browser session wins (first touch), kept in session storage
// until the visitor registers.
import { useEffect } from 'react';
import { z } from 'zod';
import { AppStorage } from '../../shared/storage/app-storage';

export const affiliateSchema = z.object({
  partner: z.number().int().positive().max(2_147_483_647).optional(),
  tag: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

const STORAGE_KEY = 'affiliate';

/** The affiliate named in a query string, or null when it names none; a bad value is ignored alone. */
export function affiliateFromSearch(search: string): Affiliate | null {
  const params = new URLSearchParams(search);
  const partnerText = params.get('ref') ?? params.get('partner') ?? '';
  const partner = affiliateSchema.shape.partner.safeParse(/^\d{1,10}$/.test(partnerText) ? Number(partnerText) : undefined);
  const tag = affiliateSchema.shape.tag.safeParse(params.get('tag') ?? undefined);
  const affiliate: Affiliate = {
    ...(partner.success && partner.data !== undefined ? { partner: partner.data } : {}),
    ...(tag.success && tag.data !== undefined ? { tag: tag.data } : {}),
  };
  return affiliate.partner === undefined && affiliate.tag === undefined ? null : affiliate;
}

/** Keeps the entry link's affiliate unless this session already has one. */
export function rememberAffiliate(storage: AppStorage, search: string): void {
  const found = affiliateFromSearch(search);
  if (!found || readAffiliate(storage)) return;
  storage.set(STORAGE_KEY, { ...found });
}

export function readAffiliate(storage: AppStorage): Affiliate | null {
  const parsed = affiliateSchema.safeParse(storage.get(STORAGE_KEY));
  return parsed.success && (parsed.data.partner !== undefined || parsed.data.tag !== undefined) ? parsed.data : null;
}

export function forgetAffiliate(storage: AppStorage): void {
  storage.remove(STORAGE_KEY);
}

let sessionStore: AppStorage | undefined;

/** Session storage (memory when the browser refuses it): an affiliate lasts as long as the visit. */
export function affiliateStorage(): AppStorage {
  sessionStore ??= new AppStorage({ kinds: ['sessionStorage'], allowMemory: true });
  return sessionStore;
}

/** Reads the affiliate of every page's query string into session storage (first touch wins). */
export function useAffiliateCapture(search: string): void {
  useEffect(() => {
    if (search !== '') rememberAffiliate(affiliateStorage(), search);
  }, [search]);
}
