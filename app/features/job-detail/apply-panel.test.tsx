// An imported job's apply area: "Apply on company site" opening the source's address in a new tab
// (no referrer, no endorsement), the board it is listed on, and no link once it is closed.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import type { TJobDetail } from "@common/jobs/schemas";
import { ApplyPanel, applyHost } from "./apply-panel";

const i18n = createI18n("en");
const APPLY_URL = "https://boards.greenhouse.io/acme/jobs/4012";

const imported: TJobDetail = {
  id: 9,
  title: "Data Analyst",
  company: "Acme",
  companyId: null,
  companyLogo: null,
  location: "Dubai, United Arab Emirates",
  country: "United Arab Emirates",
  countryCode: "AE",
  city: "Dubai",
  description: "Turn numbers into decisions.",
  workType: "remote",
  employmentType: "contract",
  requirements: [],
  benefits: [],
  salaryMin: null,
  salaryMax: null,
  currency: "AED",
  status: "active",
  createdAt: "2026-06-01T00:00:00.000Z",
  expiresAt: "2026-07-01T00:00:00.000Z",
  applicationCount: 0,
  urgent: false,
  companyProfile: null,
  skills: [],
  isAcceptingApplications: true,
  source: "greenhouse",
  applyUrl: APPLY_URL,
};

const html = (job: TJobDetail) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <ApplyPanel job={job} apply={null} />
    </I18nextProvider>,
  ).replace(/&#x27;/g, "'");

describe("an imported job's apply area", () => {
  it("links to the company's site in a new tab and says where the job is listed", () => {
    const markup = html(imported);
    const link = /<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/.exec(markup);
    expect(link?.[1]).toBe(APPLY_URL);
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[0]).toContain('rel="noopener noreferrer nofollow"');
    expect(link?.[2]).toContain("Apply on company site");
    expect(markup).toContain("This job is listed on boards.greenhouse.io. You apply on the company's site.");
    expect(markup).not.toContain("Sign In to Apply");
  });

  it("keeps no link once the job is closed", () => {
    const markup = html({ ...imported, isAcceptingApplications: false, status: "expired" });
    expect(markup).not.toContain("<a ");
    expect(markup).toContain("Applications closed");
    expect(markup).toContain("This job was listed on boards.greenhouse.io.");
  });

  it("names the host without www, and none for an address it cannot read", () => {
    expect(applyHost("https://www.acme.example/careers/1")).toBe("acme.example");
    expect(applyHost("not an address")).toBeNull();
  });
});
