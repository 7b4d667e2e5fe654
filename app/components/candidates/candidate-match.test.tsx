import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import { MatchScoreBadge } from "./candidate-match";

const i18n = createI18n("en");
const textOf = (score: number) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <MatchScoreBadge score={score} />
    </I18nextProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a candidate's match score as a company reads it", () => {
  it.each([
    [92, "Excellent match"],
    [70, "Good match"],
    [35, "Partial match"],
  ])("%i reads '%s', said of the candidate, never the seeker's advice", (score, band) => {
    const text = textOf(score);
    expect(text).toContain(`${score} ${band}`);
    expect(text).toContain(`Match score ${score} out of 100: ${band}`);
    expect(text).not.toMatch(/Consider improving skills|!/);
  });
});
