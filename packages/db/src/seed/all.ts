import type { Database } from '../client';
import { seedBrandMedia } from './brand-media';
import { seedBrands } from './brands';
import { seedReferenceData } from './reference';

/** Loads the seed data once and idempotently: reference data first, then the demo brands and their media. */
export async function seedDatabase(db: Database): Promise<void> {
  await seedReferenceData(db);
  await seedBrands(db);
  await seedBrandMedia(db);
}
