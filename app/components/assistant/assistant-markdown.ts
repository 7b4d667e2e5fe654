// The small Markdown subset an assistant reply may use, parsed into plain data the renderer turns
// into elements (React escapes every text, so raw HTML in a reply is shown as typed): paragraphs,
// line breaks, **bold**, "- " and "1. " lists, and [label](target) links whose target is an
// http(s) address or one of our own paths. A link to anything else (javascript:, data:, "//host")
// stays its text, as typed.

export type TInline =
  | { kind: "text"; text: string }
  | { kind: "bold"; text: string }
  | { kind: "link"; text: string; href: string; external: boolean };

/** A line of inline parts; a paragraph is lines shown with breaks between them. */
export type TBlock = { kind: "paragraph"; lines: TInline[][] } | { kind: "list"; ordered: boolean; items: TInline[][] };

/** Where a link may lead: "external" (http or https), "own" (a path of ours), or null (shown as text). */
export function linkTarget(target: string): "external" | "own" | null {
  if (/^https?:\/\/[^\s/]/i.test(target)) return "external";
  // A path of ours: one slash then not a second one or a backslash ("//evil.example" is another host).
  if (/^\/(?![/\\])[^\s]*$/.test(target)) return "own";
  return null;
}

const INLINE = /\*\*([^*\n]+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** One line's inline parts: bold, allowed links, and text (everything else, as typed). */
export function parseInline(line: string): TInline[] {
  const parts: TInline[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += text;
    else parts.push({ kind: "text", text });
  };
  let from = 0;
  for (const match of line.matchAll(INLINE)) {
    pushText(line.slice(from, match.index));
    from = match.index + match[0].length;
    if (match[1] !== undefined) {
      parts.push({ kind: "bold", text: match[1] });
      continue;
    }
    const target = linkTarget(match[3]);
    if (target) parts.push({ kind: "link", text: match[2], href: match[3], external: target === "external" });
    else pushText(match[0]);
  }
  pushText(line.slice(from));
  return parts;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** A reply's blocks: blank lines end a paragraph; consecutive list lines of one kind make a list. */
export function parseAssistantText(content: string): TBlock[] {
  const blocks: TBlock[] = [];
  for (const raw of content.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const last = blocks.at(-1);
    if (!line.trim()) {
      if (last) blocks.push({ kind: "paragraph", lines: [] });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (last?.kind === "list" && last.ordered === ordered) last.items.push(parseInline(item[1]));
      else blocks.push({ kind: "list", ordered, items: [parseInline(item[1])] });
      continue;
    }
    if (last?.kind === "paragraph") last.lines.push(parseInline(line.trim()));
    else blocks.push({ kind: "paragraph", lines: [parseInline(line.trim())] });
  }
  return blocks.filter((block) => block.kind === "list" || block.lines.length > 0);
}
