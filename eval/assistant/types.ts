// The shape of the assistant's evaluation cases (npm run eval:assistant): a phrasing, its
// language, the local command the widget must run for it, or null when it goes to the server,
// and then what the built-in engine must read in it.
import type { TAssistantIntent, THowToTopic } from "../../common/assistant/intents";
import { NAVIGATION_TARGETS, type TLocalCommand, type TNavigationTarget } from "../../common/assistant/local-commands";

export type TEvalLanguage = "en" | "fr" | "ar";

export interface TExpectedIntent {
  intent: TAssistantIntent;
  topic?: THowToTopic;
  country?: string;
  city?: string;
  workType?: string;
}

export interface TAssistantEvalCase {
  text: string;
  /** The local command, or null: the message is sent to the server. */
  command: TLocalCommand | null;
  /** For a message sent to the server: the intent and the slots the engine must read. */
  intent?: TExpectedIntent;
}

/** A navigation command to one of the widget's pages. */
export function nav(target: TNavigationTarget): TLocalCommand {
  return { kind: "navigate", target, path: NAVIGATION_TARGETS[target] };
}

/** A message for the server with the intent (and slots) expected. */
export function ask(
  intent: TAssistantIntent,
  slots: Omit<TExpectedIntent, "intent"> = {},
): Pick<TAssistantEvalCase, "command" | "intent"> {
  return { command: null, intent: { intent, ...slots } };
}

/** A search command: the words, the /jobs link as it should read, and the place and work type. */
export function search(
  term: string,
  path: string,
  named: { country?: string; city?: string; workType?: string } = {},
): TLocalCommand {
  return { kind: "search", term, ...named, path };
}
