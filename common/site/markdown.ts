// Content pages' Markdown as HTML that can be put in a page as it is (decision 035): markdown-it
// with raw HTML off, so a tag in the text is shown as text; a link only to http(s), mailto or one
// of our own paths, anything else keeps its text and loses the link; an image only from our own
// /uploads/ or https, anything else shows its alt text; a link to another site gets
// rel="noopener noreferrer nofollow". The page's title is its one h1, so Markdown headings start
// at h2 ("#" is h2, and so on down to h6). The server renders it in the page's loader; the console
// loads this module lazily for its preview, so markdown-it never weighs on another page's script.
import MarkdownIt, { type Token } from "markdown-it";

/** The rel of a link that leaves the site: no window handle, no referrer, no endorsement. */
export const EXTERNAL_LINK_REL = "noopener noreferrer nofollow";

type TLinkKind = "own" | "external" | "mail";

/**
 * What an href is: one of our own paths ("/jobs", not "//host" or "/\host", which browsers read
 * as another host), a web address, or a mail address; null for anything else (javascript:,
 * data:, vbscript:, file:, a relative path, ...). The href is markdown-it's, entities decoded and
 * percent-encoded, so a control character or a space cannot hide a scheme.
 */
export function linkKind(href: string): TLinkKind | null {
  if (/^\/(?![/\\]|%5c)/i.test(href)) return "own";
  if (/^mailto:[^\s]+$/i.test(href)) return "mail";
  if (/^https?:\/\/[^/\\\s?#]+/i.test(href)) {
    try {
      const url = new URL(href);
      return url.protocol === "http:" || url.protocol === "https:" ? "external" : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether an image's src may be shown: our own uploads, or an https address. */
export function isAllowedImageSource(src: string): boolean {
  if (/^\/uploads\/[^/\\]/.test(src)) return true;
  if (!/^https:\/\/[^/\\\s?#]+/i.test(src)) return false;
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

/** Each inline run's links and images checked: a refused link keeps its text, a refused image its alt. */
function checkInline(children: Token[], TokenClass: typeof Token): Token[] {
  const kept: Token[] = [];
  // For each open link, whether it was kept, so its close follows suit.
  const openLinks: boolean[] = [];
  for (const token of children) {
    if (token.type === "link_open") {
      const kind = linkKind(String(token.attrGet("href") ?? ""));
      openLinks.push(kind !== null);
      if (kind === null) continue;
      if (kind === "external") token.attrSet("rel", EXTERNAL_LINK_REL);
      kept.push(token);
    } else if (token.type === "link_close") {
      if (openLinks.pop()) kept.push(token);
    } else if (token.type === "image") {
      if (isAllowedImageSource(String(token.attrGet("src") ?? ""))) {
        token.attrSet("loading", "lazy");
        kept.push(token);
      } else {
        const text = new TokenClass("text", "", 0);
        text.content = token.content;
        kept.push(text);
      }
    } else {
      kept.push(token);
    }
  }
  return kept;
}

function createRenderer() {
  const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
  // Every link is parsed, then checked by one rule below (markdown-it's own check would show a
  // refused link's whole source, brackets and address, as text).
  markdown.validateLink = () => true;
  markdown.core.ruler.push("site_safe_links", (state) => {
    for (const token of state.tokens) {
      if (token.type === "inline" && token.children) token.children = checkInline(token.children, state.Token);
      if (token.type === "heading_open" || token.type === "heading_close") {
        const level = Math.min(6, Number(token.tag.slice(1)) + 1);
        token.tag = `h${level}`;
      }
    }
  });
  return markdown;
}

let renderer: ReturnType<typeof createRenderer> | null = null;

/** The Markdown's HTML, safe to put in a page as it is. */
export function renderMarkdown(source: string): string {
  renderer ??= createRenderer();
  return renderer.render(source);
}
