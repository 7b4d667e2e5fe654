import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import type { TSeekerResult } from "@common/seekers/schemas";
import { SeekersPage } from "./seekers-page";
import { parseSeekerParams, type TSeekersData } from "./seekers-query";

const i18n = createI18n("en");

const CANDIDATE: TSeekerResult = {
  userId: 7,
  card: {
    name: "Omar Saleh",
    avatarUrl: null,
    headline: "Warehouse supervisor",
    location: "Dubai, United Arab Emirates",
    availability: "2-weeks",
    yearsOfExperience: 8,
    willingToRelocate: true,
    skills: ["Forklift", "Inventory", "Cold Chain", "WMS", "Safety", "Scheduling"],
    resumeTitle: "Omar - Warehouse",
  },
  moreSkills: 2,
  match: null,
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function render(data: TSeekersData) {
  const Stub = createRoutesStub([{ path: "/seekers", Component: () => <SeekersPage data={data} /> }]);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/seekers"]} />
    </I18nextProvider>,
  );
}

const base = {
  query: parseSeekerParams(new URLSearchParams()),
  jobs: [],
  canSave: false,
  canMessage: false,
};

describe("the candidate directory", () => {
  it("shows a visitor the count and the way in, and no card", () => {
    const html = render({ ...base, audience: "visitor", result: { total: 42 } });
    expect(html).toContain("42 Candidates Found");
    expect(html).toContain("Sign In");
    expect(html).toContain("Register as Company");
    expect(html).not.toContain("<article");
    expect(html).not.toContain("Export Results");
    expect(html).not.toContain("Saved Candidates");
  });

  it("shows a company the cards with 4 skills and '+N more' in the grid", () => {
    const html = render({
      ...base,
      audience: "company",
      canSave: true,
      result: { candidates: [CANDIDATE], total: 1, page: 1, pageSize: 12 },
    });
    expect(html).toContain("1 Candidate Found");
    expect(html).toContain("Omar Saleh");
    expect(html).toContain("+4 more");
    expect(html).toContain("Saved Candidates");
    expect(html).toContain("Export Results");
    expect(html).toContain('aria-pressed="true"');
  });

  it("says 'No candidates found' when the search finds none", () => {
    const html = render({ ...base, audience: "company", result: { candidates: [], total: 0, page: 1, pageSize: 12 } });
    expect(html).toContain("No candidates found");
  });
});
