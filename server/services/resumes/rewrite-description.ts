// The built-in engine's rewrite of an experience description (decision 027): each line or
// sentence opens with a strong verb in place of filler ("Responsible for managing" → "Managed"),
// filler words go, and a line with no number gets a tip asking for one. It never writes a
// placeholder and never loses a fact: a line whose rewrite would drop one of its numbers or
// capitalised names (a product, an employer) is kept as the person wrote it.

export type TRewriteTip = { key: "ai.tips.addNumber"; values: { excerpt: string } };
export interface TDescriptionRewrite {
  text: string;
  tips: TRewriteTip[];
}

/** At most this many tips per description: the first lines without a number. */
const MAX_TIPS = 3;

const IRREGULAR_PAST: Record<string, string> = {
  building: "built",
  leading: "led",
  running: "ran",
  writing: "wrote",
  making: "made",
  teaching: "taught",
  selling: "sold",
  buying: "bought",
  bringing: "brought",
  setting: "set",
  cutting: "cut",
  keeping: "kept",
  holding: "held",
  finding: "found",
  speaking: "spoke",
  driving: "drove",
  growing: "grew",
  overseeing: "oversaw",
  winning: "won",
  giving: "gave",
  taking: "took",
  shipping: "shipped",
  being: "was",
};

const IRREGULAR_BASE_PAST: Record<string, string> = {
  grow: "grew",
  build: "built",
  lead: "led",
  run: "ran",
  write: "wrote",
  make: "made",
  teach: "taught",
  sell: "sold",
  buy: "bought",
  bring: "brought",
  set: "set",
  cut: "cut",
  keep: "kept",
  hold: "held",
  find: "found",
  speak: "spoke",
  drive: "drove",
  oversee: "oversaw",
  win: "won",
  give: "gave",
  take: "took",
  ship: "shipped",
  plan: "planned",
  be: "was",
};

/** Openings followed by a verb's base form ("Helped to grow" → "Grew"). */
const TO_OPENINGS = /^(?:helped to|my (?:role|job|task) was to)\s+/i;

/** Openings that say nothing ("Responsible for", "I was in charge of"), longest first. */
const FILLER_OPENINGS = [
  /^i was responsible for\s+/i,
  /^was responsible for\s+/i,
  /^responsible for\s+/i,
  /^i was in charge of\s+/i,
  /^in charge of\s+/i,
  /^my (?:role|job|task) was to\s+/i,
  /^duties included\s+/i,
  /^tasked with\s+/i,
  /^worked on\s+/i,
  /^helped (?:to|with)\s+/i,
  /^involved in\s+/i,
];

/** Weak opening verbs and their stronger replacements. */
const WEAK_VERBS: [RegExp, string][] = [
  [/^helped\b/i, "Supported"],
  [/^worked with\b/i, "Collaborated with"],
  [/^was part of\b/i, "Contributed to"],
  [/^handled\b/i, "Managed"],
  [/^did\b/i, "Completed"],
  [/^made sure\b/i, "Ensured"],
  [/^got\b/i, "Achieved"],
];

/** Words that add nothing, removed anywhere (lower case only, so names stay). */
const FILLER_WORDS = /\s+\b(?:very|really|basically|actually|just|quite|literally)\b(?=\s)/g;

/** The words of a text, numbers whole ("$1.2M", "40%", "24/7"), without trailing punctuation. */
function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}$€£][\p{L}\p{N}.,%$€£+#&'/-]*/gu) ?? []).map((word) => word.replace(/[.,']+$/, ""));
}

/** The numbers and capitalised names of a text, past its first word (the first is capitalised anyway). */
export function factsOf(text: string): string[] {
  return wordsOf(text).filter(
    (word, index) => /\p{N}/u.test(word) || (index > 0 && /\p{Lu}/u.test(word) && word !== "I"),
  );
}

function pastOfBase(base: string): string {
  const lower = base.toLowerCase();
  if (IRREGULAR_BASE_PAST[lower]) return IRREGULAR_BASE_PAST[lower];
  if (lower.endsWith("e")) return `${lower}d`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ied`;
  return `${lower}ed`;
}

function pastTense(gerund: string): string {
  const lower = gerund.toLowerCase();
  return IRREGULAR_PAST[lower] ?? `${lower.slice(0, -3)}ed`;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("en") + text.slice(1);
}

/** One line or sentence, rewritten, or as it was when the rewrite would lose a fact. */
export function rewriteSentence(original: string): string {
  let text = original.trim().replace(/\s+/g, " ");
  if (!text) return text;
  text = ` ${text}`.replace(FILLER_WORDS, "").trim();
  text = text.replace(/^i\s+(?=[a-z])/i, "");
  const toOpening = text.match(TO_OPENINGS);
  const afterTo = toOpening ? text.slice(toOpening[0].length).split(" ") : [];
  const isToVerb = Boolean(toOpening) && /^[a-z]+$/.test(afterTo[0]) && !afterTo[0].endsWith("ing");
  if (isToVerb) text = [capitalise(pastOfBase(afterTo[0])), ...afterTo.slice(1)].join(" ");
  for (const opening of isToVerb ? [] : FILLER_OPENINGS) {
    const match = text.match(opening);
    if (!match) continue;
    const rest = text.slice(match[0].length);
    const [first, ...others] = rest.split(" ");
    // "Responsible for managing a team" → "Managed a team"; "Responsible for the budget" → "Owned the budget".
    text = /^[a-z]+ing$/.test(first) ? [capitalise(pastTense(first)), ...others].join(" ") : `Owned ${rest}`;
    if (/^(?:worked on|helped|involved in)/i.test(match[0]) && !/^[a-z]+ing$/.test(first)) {
      text = `${/^helped/i.test(match[0]) ? "Supported" : "Delivered"} ${rest}`;
    }
    break;
  }
  for (const [weak, strong] of WEAK_VERBS) {
    if (weak.test(text)) {
      text = text.replace(weak, strong);
      break;
    }
  }
  text = text.replace(/\bin order to\b/g, "to");
  text = capitalise(text);
  const kept = new Set(wordsOf(text));
  const isFactLost = factsOf(original).some((fact) => !kept.has(fact));
  return isFactLost ? original.trim() : text;
}

/** The lines of a description; a line of several sentences is rewritten sentence by sentence. */
export function rewriteDescription(description: string): TDescriptionRewrite {
  const tips: TRewriteTip[] = [];
  const lines = description.split(/\r?\n/).map((line) => {
    const bullet = line.match(/^\s*(?:[-•*–]\s+)?/)?.[0] ?? "";
    const body = line.slice(bullet.length);
    if (!body.trim()) return line.trimEnd();
    const sentences = body.split(/(?<=[.!?])\s+(?=\p{Lu})/u).map(rewriteSentence);
    const rewritten = sentences.join(" ");
    if (!/\p{N}/u.test(rewritten) && tips.length < MAX_TIPS) {
      const excerpt = rewritten.length > 60 ? `${rewritten.slice(0, 57).trimEnd()}…` : rewritten;
      tips.push({ key: "ai.tips.addNumber", values: { excerpt } });
    }
    return `${bullet}${rewritten}`;
  });
  return { text: lines.join("\n").trim(), tips };
}

/**
 * The facts of `original` that `rewrite` no longer holds: each number and capitalised name of
 * each line and sentence (past its first word, capitalised anyway), looked for among all the
 * rewrite's words, wherever they moved.
 */
export function lostFacts(original: string, rewrite: string): string[] {
  const kept = new Set(wordsOf(rewrite));
  const sentences = original
    .split(/\r?\n|(?<=[.!?])\s+/)
    .map((line) => line.replace(/^\s*(?:[-•*–]\s+)?/, ""))
    .filter(Boolean);
  return sentences.flatMap(factsOf).filter((fact) => !kept.has(fact));
}

/** "I am a …" and "I have …" openings, which a summary states without the pronoun. */
const SUMMARY_OPENINGS = /^(?:i am|i'm|i have|i've)\s+(?:(?:a|an)\s+(?=\p{Ll}))?/iu;

/** One sentence of a summary: the pronoun opening and filler words go, "a" or "an" as the next word asks. */
function rewriteSummarySentence(original: string): string {
  let text = ` ${original.trim().replace(/\s+/g, " ")}`.replace(FILLER_WORDS, "").trim();
  text = capitalise(text.replace(SUMMARY_OPENINGS, ""));
  text = text.replace(/\b(a|an) (\p{L}+)/giu, (phrase, article: string, word: string) => {
    const isAn = /^[aeiou]/i.test(word) && !/^(uni|use|usu|eu|one|once)/i.test(word);
    const fixed = isAn ? "an" : "a";
    return `${article[0] === article[0].toUpperCase() ? capitalise(fixed) : fixed} ${word}`;
  });
  return lostFacts(original, text).length ? original.trim() : text;
}

/** The built-in rewrite of a professional summary, sentence by sentence (no verbs forced on it). */
export function rewriteSummary(summary: string): string {
  return summary
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
        .map((sentence) => (sentence.trim() ? rewriteSummarySentence(sentence) : sentence))
        .join(" "),
    )
    .join("\n")
    .trim();
}
