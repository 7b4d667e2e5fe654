// The widget's local commands (decision 034): what the browser does by itself, before any
// server call. English, French and Arabic phrasings are understood.
// Conservative by design: a local command is a short imperative ("open jobs", "scroll to top",
// "ابحث عن وظائف مطور في دبي"); a question or a free sentence goes to the server.
import { detectIntent } from "./intents";
import {
  FILTER_FILLER,
  FILTER_VERBS,
  FORM,
  FORM_FILLER,
  FORM_NOUN,
  HISTORY,
  HISTORY_FILLER,
  NAVIGATION_FILLER,
  NAVIGATION_NAMES,
  NAVIGATION_VERBS,
  PERSONAL,
  QUESTION_START,
  REQUEST_START,
  SCROLL_BOTTOM,
  SCROLL_FILLER,
  SCROLL_TOP,
  SEARCH_VERBS,
} from "./local-command-phrases";
import { PhraseList, tokenise, type TToken } from "./normalise";
import { workTypeStartsAt } from "./search-slots";

/** Every page a navigation command can open, as its path. */
export const NAVIGATION_TARGETS = {
  jobs: "/jobs",
  resume: "/resume-builder",
  dashboard: "/dashboard",
  profile: "/settings",
  companies: "/companies",
  seekers: "/seekers",
  settings: "/settings",
  skillsAssessment: "/skills-assessment",
  postJob: "/post-job",
  admin: "/admin",
  home: "/",
  aiAgent: "/ai-agent",
} as const;
export type TNavigationTarget = keyof typeof NAVIGATION_TARGETS;

export type TLocalCommand =
  | { kind: "navigate"; target: TNavigationTarget; path: string }
  | { kind: "scroll"; to: "top" | "bottom" }
  | { kind: "history"; action: "refresh" | "back" | "forward" }
  | { kind: "form"; action: "fill" | "clear" | "submit" }
  /**
   * `path` is the /jobs link: the words, and the country, city and work type when the text names
   * them (the parameters in the order the job search writes them).
   */
  | { kind: "search"; term: string; country?: string; city?: string; workType?: string; path: string }
  | { kind: "filter"; term: string };

/** The longest search command, in words: longer is a sentence for the server. */
const MAX_SEARCH_WORDS = 12;

/** The command `text` asks for, or null when it is not a local command (it goes to the server). */
export function parseLocalCommand(text: string): TLocalCommand | null {
  const tokens = tokenise(text);
  if (tokens.length === 0 || isQuestion(text, tokens)) return null;
  return (
    scrollCommand(tokens) ??
    formCommand(tokens) ??
    navigationCommand(tokens) ??
    historyCommand(tokens) ??
    filterCommand(tokens) ??
    searchCommand(text, tokens)
  );
}

function isQuestion(text: string, tokens: readonly TToken[]): boolean {
  if (REQUEST_START.startsWith(tokens)) return false;
  return /[?؟]/.test(text) || QUESTION_START.startsWith(tokens);
}

/** Whether every word is one of the lists' (the command has no other word in it). */
function coveredBy(tokens: readonly TToken[], ...lists: PhraseList[]): boolean {
  const covered = new Set<number>();
  for (const phrases of lists) for (const index of phrases.covered(tokens)) covered.add(index);
  return covered.size === tokens.length;
}

function scrollCommand(tokens: readonly TToken[]): TLocalCommand | null {
  const top = SCROLL_TOP.has(tokens);
  const bottom = SCROLL_BOTTOM.has(tokens);
  if (top === bottom || !coveredBy(tokens, SCROLL_TOP, SCROLL_BOTTOM, SCROLL_FILLER)) return null;
  return { kind: "scroll", to: top ? "top" : "bottom" };
}

function formCommand(tokens: readonly TToken[]): TLocalCommand | null {
  for (const [action, verbs] of FORM) {
    if (verbs.startsWith(tokens) && coveredBy(tokens, verbs, FORM_NOUN, FORM_FILLER)) {
      // "send" alone is not a form command ("send a message" is not either): it needs the form.
      if (action === "submit" && !FORM_NOUN.has(tokens) && !SUBMIT_ALONE.has(tokens)) return null;
      return { kind: "form", action };
    }
  }
  return null;
}
const SUBMIT_ALONE = new PhraseList(["submit", "soumets", "soumettre", "valider"]);

function navigationCommand(tokens: readonly TToken[]): TLocalCommand | null {
  for (const [target, names] of NAVIGATION_NAMES) {
    if (names.has(tokens) && coveredBy(tokens, names, NAVIGATION_VERBS, NAVIGATION_FILLER)) {
      return { kind: "navigate", target, path: NAVIGATION_TARGETS[target] };
    }
  }
  return null;
}

function historyCommand(tokens: readonly TToken[]): TLocalCommand | null {
  for (const [action, words] of HISTORY) {
    if (words.has(tokens) && coveredBy(tokens, words, HISTORY_FILLER)) return { kind: "history", action };
  }
  return null;
}

function filterCommand(tokens: readonly TToken[]): TLocalCommand | null {
  const verb = FILTER_VERBS.find(tokens);
  if (!verb || verb.index !== 0) return null;
  // The filler is trimmed at both ends only, and never from a work type: "filtrer par sur site"
  // filters by "sur site".
  const filler = FILTER_FILLER.covered(tokens);
  let start = verb.length;
  let end = tokens.length;
  while (start < end && filler.has(start) && !workTypeStartsAt(tokens, start)) start++;
  while (end > start && filler.has(end - 1)) end--;
  const term = tokens
    .slice(start, end)
    .map((token) => token.raw)
    .join(" ");
  return term ? { kind: "filter", term } : null;
}

function searchCommand(text: string, tokens: readonly TToken[]): TLocalCommand | null {
  if (!SEARCH_VERBS.startsWith(tokens) || tokens.length > MAX_SEARCH_WORDS || PERSONAL.has(tokens)) return null;
  const detected = detectIntent(text);
  if (detected.intent !== "jobSearch") return null;
  const { keywords: term = "", country, city, workType } = detected;
  const params = new URLSearchParams();
  for (const [key, value] of [
    ["search", term],
    ["country", country],
    ["city", city],
    ["workType", workType],
  ] as const) {
    if (value) params.set(key, value);
  }
  const query = params.toString();
  const command: TLocalCommand = { kind: "search", term, path: query ? `/jobs?${query}` : "/jobs" };
  if (country) command.country = country;
  if (city) command.city = city;
  if (workType) command.workType = workType;
  return command;
}
