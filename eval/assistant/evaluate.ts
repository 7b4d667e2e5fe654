// Scores the local command parser and the intent detection on the evaluation cases, per
// language: shared by `npm run eval:assistant` and the unit test that keeps the figures in CI.
import { detectIntent, type TDetectedIntent } from "../../common/assistant/intents";
import { parseLocalCommand, type TLocalCommand } from "../../common/assistant/local-commands";
import type { TAssistantEvalCase, TEvalLanguage, TExpectedIntent } from "./types";

export interface TMiss {
  text: string;
  part: "local" | "intent";
  expected: string;
  got: string;
}

export interface TLanguageScore {
  language: TEvalLanguage;
  local: { correct: number; total: number };
  intent: { correct: number; total: number };
  misses: TMiss[];
}

/** A /jobs link with its parameters decoded, so "search=محاسب" and its encoded form compare equal. */
function readablePath(path: string): string {
  const [pathname, query = ""] = path.split("?");
  const params = [...new URLSearchParams(query)].map(([key, value]) => `${key}=${value}`).join("&");
  return params ? `${pathname}?${params}` : pathname;
}

function describeCommand(command: TLocalCommand | null): string {
  if (!command) return "null (server)";
  const shown: Record<string, unknown> =
    command.kind === "search" ? { ...command, path: readablePath(command.path) } : command;
  return JSON.stringify(shown, Object.keys(shown).sort());
}

/** The slots compared: all of them for a job search (none may be invented), the topic for howTo. */
function describeIntent(intent: TExpectedIntent | TDetectedIntent): string {
  const shown: Record<string, string | undefined> = { intent: intent.intent };
  if (intent.intent === "jobSearch") {
    shown.country = intent.country;
    shown.city = intent.city;
    shown.workType = intent.workType;
  }
  if (intent.intent === "howTo") shown.topic = intent.topic;
  return JSON.stringify(shown);
}

export function scoreLanguage(language: TEvalLanguage, cases: readonly TAssistantEvalCase[]): TLanguageScore {
  const score: TLanguageScore = {
    language,
    local: { correct: 0, total: 0 },
    intent: { correct: 0, total: 0 },
    misses: [],
  };
  for (const entry of cases) {
    const expected = describeCommand(entry.command);
    const got = describeCommand(parseLocalCommand(entry.text));
    score.local.total++;
    if (expected === got) score.local.correct++;
    else score.misses.push({ text: entry.text, part: "local", expected, got });
    if (!entry.intent) continue;
    const wanted = describeIntent(entry.intent);
    const detected = describeIntent(detectIntent(entry.text));
    score.intent.total++;
    if (wanted === detected) score.intent.correct++;
    else score.misses.push({ text: entry.text, part: "intent", expected: wanted, got: detected });
  }
  return score;
}

/** The share of correct answers, 0 to 1 (1 when there is nothing to score). */
export function accuracy(part: { correct: number; total: number }): number {
  return part.total === 0 ? 1 : part.correct / part.total;
}
