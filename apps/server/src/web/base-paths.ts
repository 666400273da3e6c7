// The API base paths of the spec (issue 2; api-contract §7). Anything under them is an API
// call and is never handed to the web app: an unknown API route answers JSON 404.
export const apiBasePaths = [
  '/web-api',
  '/service-api',
  '/account-api',
  '/translation-api',
  '/seo-module-api',
  '/blog-api',
  '/frontend-api',
  '/api/v3',
  '/api-v3',
  '/genfiles',
] as const;

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return apiBasePaths.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** The built web app's hashed files: served as static files or not at all, never as a page. */
export function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}
