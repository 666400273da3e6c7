// The whole database schema: read by drizzle-kit to generate migrations and by the typed client.
export * from './schema/sites';
export * from './schema/reference';
export * from './schema/tracking';
export * from './schema/secrets';
export * from './schema/identity';
export * from './schema/delivery';
export * from './schema/throttle';
export * from './schema/captcha';
export * from './schema/feed';
export * from './schema/favourites';
