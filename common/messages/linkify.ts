// A message is plain text: it is shown as text, and only http(s) web addresses in it become
// links. Nothing else (HTML, javascript: or data: addresses) is ever made live.

export type TTextPart = { text: string } | { href: string; text: string };

// An http(s) address up to the next space or angle bracket or quote.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}]+$/;

/** The text cut into plain parts and http(s) links, in order. */
export function linkify(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const start = match.index;
    const candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? "";
    const address = candidate.slice(0, candidate.length - trailing.length);
    const href = safeHref(address);
    if (!href) continue;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ href, text: address });
    from = start + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** The address as a link target when it parses as http(s) with a host, else null. */
function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}
