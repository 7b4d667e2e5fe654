import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import type { TCandidateCard } from "@common/job-seeker-profile/candidate-card";
import { CandidateCard, cardSkills } from "./candidate-card";

const i18n = createI18n("en");
const CARD: TCandidateCard = {
  name: "Lina Haddad",
  avatarUrl: null,
  headline: "Frontend engineer",
  location: "Dubai, United Arab Emirates",
  availability: "immediate",
  yearsOfExperience: 6,
  willingToRelocate: false,
  skills: ["React", "TypeScript", "CSS", "Accessibility", "Node.js", "SQL"],
  resumeTitle: "Lina - Frontend",
};

const textOf = (props: Partial<Parameters<typeof CandidateCard>[0]>) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <CandidateCard card={CARD} {...props} />
    </I18nextProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a candidate card's skills and '+N more'", () => {
  it("counts the card's hidden skills and the resume's skills beyond the card", () => {
    expect(cardSkills(CARD.skills, 4, 3)).toEqual({ shown: ["React", "TypeScript", "CSS", "Accessibility"], more: 5 });
    expect(cardSkills(CARD.skills, 6, 0)).toEqual({ shown: CARD.skills, more: 0 });
    expect(cardSkills(CARD.skills, 6, 2).more).toBe(2);
    expect(cardSkills(CARD.skills.slice(0, 2), 4, 0)).toEqual({ shown: ["React", "TypeScript"], more: 0 });
  });

  it("shows 4 skills and '+5 more' in the grid", () => {
    const text = textOf({ skillLimit: 4, moreSkills: 3 });
    expect(text).toContain("React TypeScript CSS Accessibility +5 more");
    expect(text).toContain("and 5 more skills");
    expect(text).not.toContain("Node.js");
  });

  it("shows 6 skills in the list, and no badge when nothing is left out", () => {
    const text = textOf({ skillLimit: 6 });
    expect(text).toContain("Node.js SQL");
    expect(text).not.toMatch(/more/);
  });

  it("keeps every skill for the settings preview, which sets no limit", () => {
    expect(textOf({})).toContain("Accessibility Node.js SQL");
  });
});
