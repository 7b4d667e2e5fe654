// The word-level diff that "Enhance with AI" shows between a text and its suggested rewrite
// (docs/product.md#resume-builder): which words go, which come, which stay.

export type TDiffPart = { kind: "same" | "removed" | "added"; text: string };

/**
 * A word (letters, marks and digits, joined by an inner apostrophe or hyphen: "don't",
 * "high-impact", "3.5" stays "3", ".", "5"), a run of spaces, a line break, or one other character.
 */
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|\r?\n|[^\S\r\n]+|[^]/gu;

/** Beyond this many cells the table is not built: the change is shown as a whole. */
const MAX_CELLS = 4_000_000;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

const isSpace = (text: string) => /^[^\S\r\n]+$/.test(text);

/** The parts in order; their "same" and "removed" texts make `before`, "same" and "added" make `after`. */
export function wordDiff(before: string, after: string): TDiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: TDiffPart[] = a.slice(0, start).map((text) => ({ kind: "same", text }));
  parts.push(...middle(a.slice(start, endA), b.slice(start, endB)));
  parts.push(...a.slice(endA).map((text): TDiffPart => ({ kind: "same", text })));
  return tidy(parts);
}

/** The longest common subsequence of the two token lists, walked from the start. */
function middle(a: string[], b: string[]): TDiffPart[] {
  const removedAll = a.map((text): TDiffPart => ({ kind: "removed", text }));
  const addedAll = b.map((text): TDiffPart => ({ kind: "added", text }));
  if (!a.length || !b.length || (a.length + 1) * (b.length + 1) > MAX_CELLS) return [...removedAll, ...addedAll];
  const width = b.length + 1;
  // lengths[i * width + j]: the common subsequence's length of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const parts: TDiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i] });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      parts.push({ kind: "removed", text: a[i] });
      i += 1;
    } else {
      parts.push({ kind: "added", text: b[j] });
      j += 1;
    }
  }
  parts.push(...removedAll.slice(i), ...addedAll.slice(j));
  return parts;
}

/**
 * Readable changes: a lone space kept between two changes joins them (so "Responsible for
 * managing" goes as one, not three words), and each run of changes reads as everything removed,
 * then everything added. A line break stays where it is, so a change never spans two lines.
 */
function tidy(parts: TDiffPart[]): TDiffPart[] {
  const out: TDiffPart[] = [];
  let removed = "";
  let added = "";
  const flush = () => {
    if (removed) out.push({ kind: "removed", text: removed });
    if (added) out.push({ kind: "added", text: added });
    removed = "";
    added = "";
  };
  parts.forEach((part, index) => {
    if (part.kind === "removed") removed += part.text;
    else if (part.kind === "added") added += part.text;
    else if (isSpace(part.text) && (removed || added) && parts[index + 1] && parts[index + 1].kind !== "same") {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      const last = out.at(-1);
      if (last?.kind === "same") last.text += part.text;
      else out.push({ ...part });
    }
  });
  flush();
  return slideSpaces(out);
}

/**
 * A lone removal or addition between unchanged text takes the space after its words, not the
 * one before ("helped [to ]build", not "helped[ to] build"), as the two texts allow.
 */
function slideSpaces(parts: TDiffPart[]): TDiffPart[] {
  parts.forEach((part, index) => {
    const before = parts[index - 1];
    const after = parts[index + 1];
    if (part.kind === "same" || before?.kind !== "same" || after?.kind !== "same") return;
    const space = /^[^\S\r\n]+/.exec(part.text)?.[0];
    if (!space || !after.text.startsWith(space) || after.text === space) return;
    before.text += space;
    part.text = part.text.slice(space.length) + space;
    after.text = after.text.slice(space.length);
  });
  return parts;
}
