// What every intent's answer is made of before it is written (decision 033): the
// built-in engine's text, our suggestions and actions, and the facts a
// configured model writes from. Text taken from the data (titles, names) goes through `plain`,
// so a reply never carries HTML or a Markdown link that came from a user.
import type { TAssistantAction } from "@common/assistant/schema";
import type { TPublicUser } from "@common/auth/schemas";
import type { TLanguage, TTranslate } from "@common/i18n";
import { formatList } from "@common/i18n/formats";
import { getCountry } from "@common/locations";
import type { TAppContext } from "../../context";
import "./catalogue";

/** One intent's answer, before it is written. */
export interface TIntentReply {
  /** The built-in engine's reply: plain text with Markdown links to our own paths. */
  text: string;
  suggestions: string[];
  actions: TAssistantAction[];
  /** What a configured model is given (as data): the facts the text states, and the only links it may use. */
  data: Record<string, unknown>;
}

/** Who asks what, and what an intent's answer may read. */
export interface TAsk {
  context: TAppContext;
  /** The session's user; null for a visitor. */
  user: TPublicUser | null;
  /** The request's language (the page's), and its text function. */
  language: TLanguage;
  t: TTranslate;
  message: string;
  /** The page the widget is open on, as the client says (only read for a job page's id). */
  currentUrl?: string;
  now: Date;
}

const TAGS = /<\/?[a-z!][^>]*>/gi;

/**
 * A value from the data as plain text for a reply: tags and angle brackets gone, square brackets
 * made round (no Markdown link can be formed), white space collapsed, at most `max` characters.
 */
export function plain(value: string | null | undefined, max = 120): string {
  const text = (value ?? "")
    .replace(TAGS, " ")
    .replace(/[<>]/g, " ")
    .replace(/\[/g, "(")
    .replace(/\]/g, ")")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** A Markdown link to one of our paths; `text` is already plain. */
export function link(text: string, path: string): string {
  return `[${text}](${path})`;
}

/** A path with its query (empty values left out): "/jobs?search=react". */
export function pathWith(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Lines as a Markdown list. */
export function bulleted(lines: string[]): string {
  return lines.map((line) => `- ${line}`).join("\n");
}

/** Paragraphs (blank ones left out) joined by an empty line. */
export function paragraphs(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join("\n\n");
}

/** "A, B, and C" as the reply's language joins a list ("A وB وC" in Arabic). */
export function listOf(language: TLanguage, items: string[]): string {
  return formatList(items, language);
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * One of the supported countries by its name in the reply's language ("الإمارات العربية
 * المتحدة"), as Intl names its code; English keeps the site's own names ("United States").
 */
export function countryIn(language: TLanguage, name: string): string {
  const code = getCountry(name)?.code;
  if (language === "en" || !code) return name;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(code) ?? name;
}

/** A navigate action whose label is a catalogue key. */
export function navigate(t: TTranslate, labelKey: string, path: string): TAssistantAction {
  return { type: "navigate", label: t(labelKey), path };
}

/** The catalogue's suggestions by name (assistantReplies.suggestions.*). */
export function suggest(t: TTranslate, ...names: string[]): string[] {
  return names.map((name) => t(`assistantReplies.suggestions.${name}`));
}

/** The longest piece the built-in engine yields at once, in characters (a sentence ends one sooner). */
export const PIECE_CHARS = 40;

/**
 * The text in pieces of about PIECE_CHARS characters, each ending at a space, a sentence's end
 * or a line break; joined they are the text exactly. Yielded at once: no timer pretends to type.
 */
export function* pieces(text: string): Generator<string> {
  let piece = "";
  for (const part of text.split(/(?<=\s)/)) {
    piece += part;
    if (piece.length >= PIECE_CHARS || /[.!?:]\s$|\n$/.test(piece)) {
      yield piece;
      piece = "";
    }
  }
  if (piece) yield piece;
}
