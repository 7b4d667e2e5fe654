import { describe, expect, it } from "vitest";
import { accuracy, scoreLanguage } from "../../eval/assistant/evaluate";
import { PHRASINGS } from "../../eval/assistant/phrasings";
import type { TEvalLanguage } from "../../eval/assistant/types";

// The evaluation of npm run eval:assistant, kept in CI: 95% or more per language, on the
// local commands and on the intents (the held-out set is reported by the script only).
describe("the assistant's evaluation phrasings", () => {
  for (const language of ["en", "fr", "ar"] as TEvalLanguage[]) {
    it(`reaches 95% in ${language}, with 60 phrasings or more`, () => {
      const score = scoreLanguage(language, PHRASINGS[language]);
      expect(score.local.total).toBeGreaterThanOrEqual(60);
      expect(accuracy(score.local), JSON.stringify(score.misses, null, 2)).toBeGreaterThanOrEqual(0.95);
      expect(accuracy(score.intent), JSON.stringify(score.misses, null, 2)).toBeGreaterThanOrEqual(0.95);
    });
  }
});
