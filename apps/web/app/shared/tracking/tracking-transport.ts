// How a batch leaves the browser: fetch with keepalive, or navigator.sendBeacon when the page is
// being hidden (a fetch may not finish then). Failures surface as rejections the client swallows.

export type TrackingTransport = (
  url: string,
  body: string,
  options: { readonly beacon: boolean },
) => Promise<void>;

export function createBrowserTransport(
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): TrackingTransport {
  return async (url, body, { beacon }) => {
    if (beacon && sendBeacon(url, body)) return;
    const response = await fetchFn(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!response.ok) throw new Error(`tracking answered ${response.status}`);
  };
}

function sendBeacon(url: string, body: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  try {
    return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  } catch {
    return false;
  }
}
