// Crests drawn from an id (issue 10: "a distinct generated crest for every team … deterministically
// from the team id: shape, colours, initials"). The same id always draws the same crest; no two
// teams of a sport share a design (shape, colour pair, pattern), and each bears its initials. The
// SVG is text we build ourselves: names enter it only as escaped text.

/** Colour pairs that read well together: the field and the charge. */
const PALETTE: readonly (readonly [string, string])[] = [
  ['#b71c1c', '#ffffff'],
  ['#0d47a1', '#ffffff'],
  ['#1b5e20', '#ffeb3b'],
  ['#212121', '#ffffff'],
  ['#ffeb3b', '#212121'],
  ['#4a148c', '#ffffff'],
  ['#e65100', '#212121'],
  ['#006064', '#ffffff'],
  ['#880e4f', '#90caf9'],
  ['#ffffff', '#c62828'],
  ['#ffffff', '#1565c0'],
  ['#3e2723', '#ffd54f'],
  ['#1a237e', '#ffd54f'],
  ['#2e7d32', '#ffffff'],
  ['#c62828', '#ffd54f'],
  ['#90caf9', '#0d47a1'],
  ['#37474f', '#ff8a65'],
  ['#ad1457', '#ffffff'],
];

/** Outlines in a 64 × 64 box: shields, a roundel, a hexagon, a badge. */
const SHAPES: readonly string[] = [
  'M32 3 58 11V30C58 46 47 56 32 61 17 56 6 46 6 30V11Z',
  'M32 3a29 29 0 1 0 0.01 0Z',
  'M32 3 57 17V47L32 61 7 47V17Z',
  'M8 6H56V28C56 44 45 54 32 60 19 54 8 44 8 28Z',
  'M18 6H46Q58 6 58 18V46Q58 58 46 58H18Q6 58 6 46V18Q6 6 18 6Z',
  'M32 3 61 32 32 61 3 32Z',
];

/** What the field carries in the charge colour, clipped to the outline. */
const PATTERNS: readonly ((charge: string) => string)[] = [
  () => '',
  (c) => `<path d="M20 0h8v64h-8zM36 0h8v64h-8z" fill="${c}"/>`,
  (c) => `<path d="M0 24h64v16H0z" fill="${c}"/>`,
  (c) => `<path d="M0 12 12 0 64 52 52 64z" fill="${c}"/>`,
  (c) => `<path d="M32 0h32v64H32z" fill="${c}"/>`,
  (c) => `<path d="M0 20 32 40 64 20v12L32 52 0 32z" fill="${c}"/>`,
  (c) => `<path d="M0 0h64v14H0z" fill="${c}"/>`,
];

/** Designs: every shape with every colour pair and every pattern. */
const DESIGNS = SHAPES.length * PALETTE.length * PATTERNS.length;
/** A step prime to DESIGNS: n ↦ n × STEP mod DESIGNS visits every design once, neighbours far apart. */
const STEP = 487;

/**
 * The design number of an id. Feed ids number a sport's teams in a block (sport × 100 000 + n,
 * simulator/catalogue/entrants.ts), so the n-th team of a sport gets design n × STEP: distinct for
 * the first DESIGNS teams of a sport (the largest has 388), and ids next to each other differ in shape.
 */
export function designNumber(id: number): number {
  const n = id % 100_000;
  const block = Math.floor(id / 100_000);
  return (((n * STEP + block * 131) % DESIGNS) + DESIGNS) % DESIGNS;
}

/** Words that say "club" rather than name it: left out of the initials when other words remain. */
const CLUB_WORDS = new Set(['fc', 'cf', 'sc', 'ac', 'afc', 'fk', 'hc', 'bc', 'cd', 'club', 'the']);

/** One or two letters of a name: the first letters of its first two words, else its first two letters. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s.\-–—/]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const named = words.filter((word) => !CLUB_WORDS.has(word.toLowerCase()));
  const chosen = named.length > 0 ? named : words;
  const letters = (word: string) => [...word].filter((ch) => /\p{L}|\p{N}/u.test(ch));
  const [first, second] = chosen;
  if (first === undefined) return '?';
  if (second !== undefined) return `${letters(first)[0] ?? ''}${letters(second)[0] ?? ''}`.toUpperCase();
  return letters(first).slice(0, 2).join('').toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Relative luminance of a #rrggbb colour (WCAG), to pick legible initials. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** A five-pointed star around (cx, cy) with outer radius r. */
function starPath(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

export interface CrestDesign {
  shape: number;
  colours: number;
  pattern: number;
  initials: string;
}

/** The design of a crest: its design number read as shape, colour pair and pattern. */
export function crestDesign(id: number, name: string): CrestDesign {
  const d = designNumber(id);
  return {
    shape: d % SHAPES.length,
    colours: Math.floor(d / SHAPES.length) % PALETTE.length,
    pattern: Math.floor(d / (SHAPES.length * PALETTE.length)) % PATTERNS.length,
    initials: initialsOf(name),
  };
}

/**
 * A crest as an SVG document: the outline filled with the field colour, a pattern in the charge
 * colour, and a roundel with the initials. `kind` champ adds a star above the roundel.
 */
export function crestSvg(id: number, name: string, kind: 'team' | 'champ' = 'team'): string {
  const design = crestDesign(id, name);
  const [field, charge] = PALETTE[design.colours] ?? ['#444444', '#ffffff'];
  const shape = SHAPES[design.shape] ?? SHAPES[0];
  const pattern = (PATTERNS[design.pattern] ?? (() => ''))(charge);
  const ink = luminance(field) > 0.45 ? '#1a1a1a' : '#ffffff';
  const size = design.initials.length > 1 ? 17 : 21;
  const star = kind === 'champ' ? `<path d="${starPath(32, 11, 6)}" fill="${charge}" stroke="${field}" stroke-width="1"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><clipPath id="c"><path d="${shape}"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><path d="M0 0h64v64H0z" fill="${field}"/>${pattern}</g>` +
    `<path d="${shape}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="2"/>` +
    `<circle cx="32" cy="${kind === 'champ' ? 36 : 33}" r="${kind === 'champ' ? 13 : 14}" fill="${field}" stroke="${charge}" stroke-width="2.5"/>` +
    star +
    `<text x="32" y="${kind === 'champ' ? 36 : 33}" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${escapeXml(design.initials)}</text>` +
    `</svg>`
  );
}
