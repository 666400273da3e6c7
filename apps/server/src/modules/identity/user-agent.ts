import Bowser from 'bowser';

/** The parts of a session's browser string the session list shows apart: device kind, browser, system. */
export function describeSessionAgent(userAgent: string): { device: string; browser: string; os: string } {
  if (userAgent.trim() === '') return { device: 'unknown', browser: 'unknown', os: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') || 'unknown';
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') || 'unknown';
  return { device: parsed.platform.type ?? 'unknown', browser, os };
}

/** Device and browser of a session, as the session row keeps them. */
export function describeUserAgent(userAgent: string): { device: string; browser: string } {
  const { device, browser, os } = describeSessionAgent(userAgent);
  const known = [device, os].filter((part) => part !== 'unknown');
  return { device: known.join(', ') || 'unknown', browser };
}
