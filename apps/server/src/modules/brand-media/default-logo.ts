// The logo of a brand that has not uploaded one (decision 0047): the brand's initial on its accent
// colour, and its name in white beside it, drawn for the header (the brand's secondary colour).

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
function textOn(hex: string): string {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#15202b' : '#ffffff';
}

export function defaultLogoSvg(brand: { name: string; accent: string }): string {
  const name = escapeXml(brand.name);
  const initial = escapeXml(Array.from(brand.name.trim())[0]?.toUpperCase() ?? '?');
  // About 12 px a letter at 20 px bold: the image is as wide as the name needs.
  const width = 44 + Math.ceil(Array.from(brand.name).length * 12.5);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="32" viewBox="0 0 ${width} 32" role="img" aria-label="${name}">`,
    `<rect width="32" height="32" rx="8" fill="${brand.accent}"/>`,
    `<text x="16" y="22.5" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="18" fill="${textOn(brand.accent)}">${initial}</text>`,
    `<text x="42" y="23" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700" font-size="20" fill="#ffffff">${name}</text>`,
    '</svg>',
  ].join('');
}
