// Admin > Analytics as drawn from an answer: the figures in words, no rate where there is no base,
// a new site's plain empty state, industries by their labels and the tables newest day first.
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import { windowDays, type TAdminAnalytics } from "@common/site/analytics";
import "../site-catalogue";
import { Analytics } from "./analytics-tab";

const i18n = createI18n("en");
const days = windowDays("2026-11-29");
const zeros = () => days.map(() => 0);
const nones = () => days.map(() => null);
const lastIs = <T,>(values: T[], last: T) => [...values.slice(0, -1), last];

function answer(overrides: Partial<TAdminAnalytics> = {}): TAdminAnalytics {
  return {
    window: { from: days[0], to: days[29], timeZone: "Europe/London" },
    pageViews: 0,
    uniqueVisitors: 0,
    bounceRate: 0,
    applicationRate: null,
    resumeDownloads: 0,
    newRegistrations: 0,
    jobViews: 0,
    applications: 0,
    popularCategories: [],
    daily: {
      days,
      pageViews: zeros(),
      uniqueVisitors: zeros(),
      bounceRate: nones(),
      jobViews: zeros(),
      applications: zeros(),
      applicationRate: nones(),
      resumeDownloads: zeros(),
      newRegistrations: zeros(),
    },
    ...overrides,
  };
}

const html = (analytics: TAdminAnalytics) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Analytics analytics={analytics} />
    </I18nextProvider>,
  );
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("Admin > Analytics", () => {
  it("says plainly that a new site has no figures yet, and still lists the categories", () => {
    const text = textOf(html(answer({ popularCategories: [{ name: "Technology", count: 2 }] })));
    expect(text).toContain("Analytics over the last 30 days");
    expect(text).toContain("Oct 31, 2026 to Nov 29, 2026, days in London time.");
    expect(text).toContain("No visits recorded in the last 30 days");
    expect(text).not.toContain("Bounce rate");
    expect(text).toContain("Popular categories The industries");
    expect(text).toContain("Technology 2 jobs");
  });

  it("shows the six figures, no application rate without a job view, and today's row first", () => {
    const markup = html(
      answer({
        pageViews: 1234,
        uniqueVisitors: 3,
        bounceRate: 33.3,
        newRegistrations: 2,
        daily: {
          ...answer().daily,
          pageViews: lastIs(zeros(), 1234),
          uniqueVisitors: lastIs(zeros(), 3),
          bounceRate: lastIs<number | null>(nones(), 33.3),
          newRegistrations: lastIs(zeros(), 2),
        },
      }),
    );
    const text = textOf(markup);
    expect(text).toContain("Page views 1,234 1,234 today");
    expect(text).toContain("Unique visitors 3 Visitors are counted once a day.");
    expect(text).toContain("Bounce rate 33.3%");
    expect(text).toContain("Application rate No job views yet Applications: 0. Job views: 0.");
    expect(text).toContain("Registrations 2 2 today");
    expect(text).toContain("Day Page views Visitors Bounce rate Nov 29, 2026 1,234 3 33.3% Nov 28, 2026 0 0 – none");
    expect(text).toContain("No job listed now belongs to a company with an industry.");
  });

  it("shows the application rate once there were job views", () => {
    const text = textOf(html(answer({ jobViews: 3, applications: 1, applicationRate: 33.3 })));
    expect(text).toContain("Application rate 33.3% Applications: 1. Job views: 3.");
  });
});
