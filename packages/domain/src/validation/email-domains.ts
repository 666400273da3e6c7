// Domain suggestions of the e-mail rule (spec §5: "known domain typos give a domain suggestion").
// A suggestion is shown as an error, so it must be rare and right: a table of typos players
// really make, then a small edit distance against the popular mailbox domains of our markets,
// with every real domain near them listed so that it is never "corrected".

/** Popular mailbox domains (Russia/CIS first), the only targets of a suggestion. */
export const POPULAR_EMAIL_DOMAINS = [
  'mail.ru', 'yandex.ru', 'ya.ru', 'bk.ru', 'list.ru', 'inbox.ru', 'rambler.ru',
  'gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'icloud.com',
] as const;

// Typos seen often enough to name, including those the distance rule cannot reach or would
// send elsewhere (gmail.ru is closer to mail.ru, but its owner meant gmail.com).
const TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com', 'gamil.com': 'gmail.com', 'gmai.com': 'gmail.com', 'gmal.com': 'gmail.com',
  'gnail.com': 'gmail.com', 'gmaill.com': 'gmail.com', 'gmail.co': 'gmail.com', 'gmail.cm': 'gmail.com',
  'gmail.con': 'gmail.com', 'gmail.om': 'gmail.com', 'gmail.ru': 'gmail.com', 'gmail.comm': 'gmail.com',
  'yandx.ru': 'yandex.ru', 'yadex.ru': 'yandex.ru', 'yndex.ru': 'yandex.ru', 'yanex.ru': 'yandex.ru',
  'ynadex.ru': 'yandex.ru', 'yandeks.ru': 'yandex.ru', 'yandex.ri': 'yandex.ru', 'yandex.ry': 'yandex.ru',
  'mail.ri': 'mail.ru', 'mail.ry': 'mail.ru', 'mail.tu': 'mail.ru', 'mai.ru': 'mail.ru', 'mal.ru': 'mail.ru',
  'maill.ru': 'mail.ru', 'meil.ru': 'mail.ru', 'mial.ru': 'mail.ru', 'mail.rum': 'mail.ru',
  'ya.ri': 'ya.ru', 'ya.ry': 'ya.ru', 'bk.ri': 'bk.ru', 'bk.ry': 'bk.ru',
  'list.ri': 'list.ru', 'list.ry': 'list.ru', 'inbox.ri': 'inbox.ru', 'inbox.ry': 'inbox.ru', 'inbx.ru': 'inbox.ru',
  'rambler.ri': 'rambler.ru', 'rambler.ry': 'rambler.ru', 'ramler.ru': 'rambler.ru', 'rambeler.ru': 'rambler.ru',
  'hotmial.com': 'hotmail.com', 'hotmal.com': 'hotmail.com', 'hotmai.com': 'hotmail.com',
  'hotamil.com': 'hotmail.com', 'hotmail.con': 'hotmail.com', 'hotmail.co': 'hotmail.com',
  'outlok.com': 'outlook.com', 'outloo.com': 'outlook.com', 'otlook.com': 'outlook.com',
  'outllok.com': 'outlook.com', 'outlook.con': 'outlook.com', 'outlook.co': 'outlook.com',
  'yaho.com': 'yahoo.com', 'yahho.com': 'yahoo.com', 'yahooo.com': 'yahoo.com', 'yhoo.com': 'yahoo.com',
  'yahoo.con': 'yahoo.com', 'yahoo.co': 'yahoo.com',
  'icloud.con': 'icloud.com', 'icloud.co': 'icloud.com', 'iclod.com': 'icloud.com', 'icoud.com': 'icloud.com',
  'icluod.com': 'icloud.com', 'icloud.cm': 'icloud.com',
};

// Real mailbox domains close to a popular one: never suggested away.
const KNOWN_DOMAINS: ReadonlySet<string> = new Set([
  ...POPULAR_EMAIL_DOMAINS,
  'mail.com', 'email.com', 'ymail.com', 'googlemail.com', 'rocketmail.com', 'gmx.com', 'gmx.de', 'gmx.net',
  'mail.kz', 'mail.ua', 'inbox.lv', 'inbox.lt', 'inbox.eu', 'inbox.ua', 'i.ua', 'ukr.net', 'meta.ua', 'tut.by',
  'yandex.com', 'yandex.kz', 'yandex.by', 'yandex.ua', 'yandex.uz', 'ya.by', 'live.com', 'live.ru', 'msn.com',
  'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'web.de', 'qq.com', 'yahoo.ca', 'yahoo.co.uk',
  'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es', 'outlook.de', 'outlook.fr',
]);

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push([i]);
  for (let j = 0; j <= b.length; j += 1) (rows[0] ??= [])[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] ?? [];
    const prev = rows[i - 1] ?? [];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row[j] = best;
    }
  }
  return rows[a.length]?.[b.length] ?? 0;
}

function splitDomain(domain: string): { name: string; tld: string } {
  const dot = domain.lastIndexOf('.');
  return { name: domain.slice(0, dot), tld: domain.slice(dot + 1) };
}

/** Edits a name may need before it is taken for a popular one: none for two letters (ya, bk). */
function nameLimit(name: string): number {
  if (name.length >= 5) return 2;
  return name.length >= 4 ? 1 : 0;
}

/**
 * The popular domain a mistyped one most likely meant, or null. Name and top-level domain are
 * compared apart: the TLD may be one edit off (mail.ri), the name one or two depending on its
 * length (yandx.ru); when two targets are equally close nothing is suggested.
 */
export function suggestEmailDomain(
  domain: string,
  targets: readonly string[] = POPULAR_EMAIL_DOMAINS,
): string | null {
  const typed = domain.toLowerCase();
  if (KNOWN_DOMAINS.has(typed)) return null;
  const fromTable = TYPOS[typed];
  if (fromTable) return fromTable;
  if (!typed.includes('.')) return null;
  const { name, tld } = splitDomain(typed);
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const popular of targets) {
    const target = splitDomain(popular);
    const tldEdits = editDistance(tld, target.tld);
    const nameEdits = editDistance(name, target.name);
    const limit = nameLimit(target.name);
    if (tldEdits > 1 || nameEdits + tldEdits > limit) continue;
    const score = nameEdits + tldEdits;
    if (score < bestScore) {
      best = popular;
      bestScore = score;
      tie = false;
    } else if (score === bestScore) {
      tie = true;
    }
  }
  return tie ? null : best;
}
