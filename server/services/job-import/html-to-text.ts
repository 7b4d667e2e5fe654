// A source's description, HTML (escaped or not) or text, as the plain text a job stores: block
// elements become paragraphs, list items and line breaks become lines, scripts, styles and frames
// are dropped with their content, entities are decoded. The job page shows it escaped anyway; the
// point is text that reads well, never markup that runs.
import { type HTMLElement, type Node, NodeType, parse } from "node-html-parser";
import { DESCRIPTION_MAX } from "@common/jobs/posting";

const DROPPED = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "noscript",
  "template",
  "svg",
  "math",
  "head",
  "title",
  "meta",
  "link",
  "button",
  "select",
  "textarea",
  "form",
  "input",
]);
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "blockquote",
  "pre",
  "table",
  "tr",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "figure",
  "figcaption",
  "address",
]);

// Control characters other than line breaks and tabs are no text (PostgreSQL refuses NUL).
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const PARAGRAPH = "\u0000P\u0000";
const LINE = "\u0000L\u0000";

/** Markup escaped once ("&lt;p&gt;Hello&lt;/p&gt;", as Greenhouse sends it) is markup too. */
function unescapeOnce(source: string): string {
  if (/<[a-z!/]/i.test(source) || !/&lt;\/?[a-z]/i.test(source)) return source;
  return parse(`<div>${source.replace(/</g, "&lt;")}</div>`).text;
}

/** Shortens text to at most max characters, at a word boundary when there is one near. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ");
}

function walk(node: Node, parts: string[]) {
  if (node.nodeType === NodeType.TEXT_NODE) {
    parts.push(collapse(node.text));
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  const element = node as HTMLElement;
  const tag = (element.rawTagName ?? "").toLowerCase();
  if (DROPPED.has(tag)) return;
  if (tag === "br") {
    parts.push(LINE);
    return;
  }
  if (tag === "li") {
    const own: string[] = [];
    for (const child of element.childNodes) walk(child, own);
    const text = finish(own.join("")).replace(/\n+/g, " ").trim();
    // A list item is a line of its own, marked as one: the text keeps the list a list.
    if (text) parts.push(LINE, `• ${text}`, LINE);
    return;
  }
  const isBlock = BLOCKS.has(tag);
  if (isBlock) parts.push(PARAGRAPH);
  else if (tag === "td" || tag === "th") parts.push(" ");
  for (const child of element.childNodes) walk(child, parts);
  if (isBlock) parts.push(PARAGRAPH);
}

/** The markers as blank lines and line breaks, each line trimmed, at most one blank line in a row. */
function finish(text: string): string {
  return text
    .split(PARAGRAPH)
    .map((paragraph) =>
      paragraph
        .split(LINE)
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean)
    .join("\n\n");
}

function clean(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATES, "");
}

/** A description's plain text: paragraphs separated by a blank line, at most DESCRIPTION_MAX characters. */
export function htmlToText(source: string): string {
  const html = unescapeOnce(clean(source));
  const parts: string[] = [];
  if (/<[a-z!/]/i.test(html)) {
    const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, pre: true } });
    for (const child of root.childNodes) walk(child, parts);
  } else {
    // Plain text keeps its own line breaks; its entities are decoded all the same.
    const text = parse(`<div>${html}</div>`).text;
    for (const paragraph of text.split(/\r?\n\s*\n/)) {
      parts.push(PARAGRAPH, paragraph.split(/\r?\n/).map(collapse).join(LINE), PARAGRAPH);
    }
  }
  const joined = parts.join("");
  return truncateAtWord(clean(finish(joined)), DESCRIPTION_MAX);
}
