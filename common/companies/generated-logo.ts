// The logo we draw for a company that has not uploaded one: its initials on a colour derived
// from its name, as an SVG served by GET /api/companies/{id}/logo (so JobPosting's
// hiringOrganization.logo and the UI point at a real image). Pure: one name, one drawing.

/** Up to two initials for a logo: "Nimbus Cloudworks" → "NC", "Al Bina Contracting" → "AB". */
export function companyInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ""))
    .filter(Boolean);
  const letterWords = words.filter((word) => /^\p{L}/u.test(word));
  const picked = (letterWords.length ? letterWords : words).slice(0, 2);
  return picked
    .map((word) => [...word][0])
    .join("")
    .toUpperCase();
}

/** Deep colours that each carry white text at 4.5:1 or more (WCAG AA). */
export const LOGO_COLOURS = [
  "#3730a3",
  "#1e40af",
  "#0e7490",
  "#0f766e",
  "#15803d",
  "#4d7c0f",
  "#a16207",
  "#c2410c",
  "#b91c1c",
  "#be185d",
  "#7e22ce",
  "#475569",
] as const;

/** FNV-1a over the name's UTF-16 code units: stable across machines and releases. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function logoColour(name: string): string {
  return LOGO_COLOURS[hashName(name.trim().toLowerCase()) % LOGO_COLOURS.length];
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** A square SVG with the company's initials, its name as the image's title. */
export function generatedLogoSvg(name: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
  const initials = companyInitials(name) || "?";
  const fontSize = [...initials].length > 1 ? 40 : 48;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img">',
    `<title>${escape(name.trim())}</title>`,
    `<rect width="96" height="96" rx="12" fill="${logoColour(name)}"/>`,
    `<text x="48" y="50" dominant-baseline="central" text-anchor="middle" fill="#ffffff" font-family="Inter, 'Noto Sans Arabic', Arial, sans-serif" font-size="${fontSize}" font-weight="600">${escape(initials)}</text>`,
    "</svg>",
  ].join("");
}

/** Where a company's generated logo is served. */
export function generatedLogoPath(companyId: number): string {
  return `/api/companies/${companyId}/logo`;
}
