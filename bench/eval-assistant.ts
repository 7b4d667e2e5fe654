// npm run eval:assistant
//
// The assistant's language understanding on the phrasings of eval/assistant (English, French,
// Arabic): per language, the accuracy of the widget's local command parser (the command, or
// null when the message must go to the server) and of the built-in engine's intent detection
// (the intent, and for a job search the country, city and work type, for a feature question the
// topic), with every miss listed. The tuning set must reach 95% on each figure (the exit code
// says so); the held-out set, written before the tuning and never tuned on, is reported apart.
import { accuracy, scoreLanguage, type TLanguageScore } from "../eval/assistant/evaluate";
import { HELD_OUT } from "../eval/assistant/held-out";
import { PHRASINGS } from "../eval/assistant/phrasings";
import type { TAssistantEvalCase, TEvalLanguage } from "../eval/assistant/types";

const TARGET = 0.95;
const LANGUAGES: TEvalLanguage[] = ["en", "fr", "ar"];

const percent = (part: { correct: number; total: number }) =>
  `${(accuracy(part) * 100).toFixed(1).padStart(5)}% (${part.correct}/${part.total})`;

function report(title: string, sets: Record<TEvalLanguage, TAssistantEvalCase[]>): TLanguageScore[] {
  console.log(`\n${title}`);
  console.log("language  local commands          intents");
  const scores = LANGUAGES.map((language) => scoreLanguage(language, sets[language]));
  for (const score of scores) {
    console.log(`${score.language.padEnd(10)}${percent(score.local).padEnd(24)}${percent(score.intent)}`);
  }
  for (const score of scores) {
    for (const miss of score.misses) {
      console.log(
        `  miss [${score.language}, ${miss.part}] "${miss.text}"\n    expected ${miss.expected}\n    got      ${miss.got}`,
      );
    }
  }
  return scores;
}

const tuning = report("Tuning set", PHRASINGS);
report("Held-out set (written before tuning, never tuned on)", HELD_OUT);

const below = tuning.filter((score) => accuracy(score.local) < TARGET || accuracy(score.intent) < TARGET);
if (below.length > 0) {
  console.log(`\nBelow ${TARGET * 100}% on the tuning set: ${below.map((score) => score.language).join(", ")}`);
  process.exitCode = 1;
} else {
  console.log(`\nEvery language reaches ${TARGET * 100}% on the tuning set.`);
}
