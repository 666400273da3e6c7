import Bowser from 'bowser';

/** Device and browser of a session, as the session list shows them. */
export function describeUserAgent(userAgent: string): { device: string; browser: string } {
  if (userAgent.trim() === '') return { device: 'unknown', browser: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') || 'unknown';
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const device = [parsed.platform.type, os].filter(Boolean).join(', ') || 'unknown';
  return { device, browser };
}
