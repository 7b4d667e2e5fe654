// The links of a reply in the reader's language: the intents' answers name our pages by their
// English paths ("/jobs?search=react"); the reader of /ar/... is sent on to /ar/..., so the
// buttons, the Markdown links of the text and the links a configured model is given (and may
// write) all get the language's prefix (common/i18n/language-paths.ts).
import type { TLanguage } from "@common/i18n";
import { localizePath } from "@common/i18n/language-paths";
import type { TIntentReply } from "./reply";

/** A Markdown link's target that is one of our paths: "](/jobs/1)". */
const MARKDOWN_PATH = /\]\((\/[^)\s]*)\)/g;

/** The data's fields that hold one of our paths, or a list of them. */
const PATH_FIELD = /^(link|links|path)$|(Link|Path)$/;

function localizeData(value: unknown, language: TLanguage, isPath = false): unknown {
  if (typeof value === "string") return isPath ? localizePath(value, language) : value;
  if (Array.isArray(value)) return value.map((item) => localizeData(item, language, isPath));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, localizeData(field, language, PATH_FIELD.test(name))]),
    );
  }
  return value;
}

export function localizeReply(reply: TIntentReply, language: TLanguage): TIntentReply {
  return {
    ...reply,
    text: reply.text.replace(MARKDOWN_PATH, (_link, path: string) => `](${localizePath(path, language)})`),
    actions: reply.actions.map((action) => ({ ...action, path: localizePath(action.path, language) })),
    data: localizeData(reply.data, language) as Record<string, unknown>,
  };
}
