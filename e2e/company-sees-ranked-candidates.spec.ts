// Ranked candidates: two job seekers make their profiles visible (one a warehouse
// supervisor, one a teacher), a company posts a warehouse job and opens the Candidates tab of its
// dashboard: the supervisor comes first, with the score, the skills matched (with the resume's
// own word) and the lines on experience and location; the teacher ranks below.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A job seeker with one resume whose profile is visible to employers (PUT /api/me/profile), in a
 * browser context of their own; applies to a job with that resume.
 */
async function visibleSeeker(
  viewport: "phone" | "desktop",
  person: { firstName: string; lastName: string },
  resume: Record<string, unknown>,
) {
  const { context, page } = await openPage(browser, viewport);
  const call = apiCaller(page, server.baseUrl);
  await call("post", "/api/auth/register", seekerInput({ email: uniqueEmail("ranked-seeker"), ...person }));
  const created = (await call("post", "/api/resumes", resumeInput(resume))) as { id: number };
  await call("put", "/api/me/profile", {
    visible: true,
    resumeId: created.id,
    headline: null,
    availability: "immediate",
    country: "AE",
    city: "Dubai",
    willingToRelocate: false,
  });
  return {
    apply: (jobId: number) => call("post", "/api/applications", { jobId, resumeId: created.id }),
    close: () => context.close(),
  };
}

describe("a company sees ranked candidates for its job", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`shows the fitting seeker first, with why (${viewport})`, async () => {
      const stamp = `${viewport}${Date.now()}`;
      const fit = { firstName: "Farah", lastName: `Haddad ${stamp}` };
      const misfit = { firstName: "Tomas", lastName: `Weber ${stamp}` };
      const fitting = await visibleSeeker(viewport, fit, {
        title: "Farah - Warehouse",
        personalInfo: {
          fullName: "Farah Haddad",
          email: "farah@example.com",
          phone: "+971 50 000 0001",
          location: "Dubai, United Arab Emirates",
          summary: "Warehouse supervisor running cold-chain operations.",
        },
        experience: [
          {
            company: "Gulf Logistics",
            position: "Warehouse Supervisor",
            startDate: "2021-01",
            current: true,
            description: "Cold chain warehouse, forklift fleet, WMS and inventory control.",
          },
        ],
        skills: ["Forklift", "Warehouse Management System", "Inventory Management", "Cold Chain"],
      });
      const misfitting = await visibleSeeker(viewport, misfit, {
        title: "Tomas - Teaching",
        personalInfo: {
          fullName: "Tomas Weber",
          email: "tomas@example.com",
          phone: "+49 30 000 0002",
          location: "Berlin, Germany",
          summary: "Primary school teacher.",
        },
        experience: [
          {
            company: "Grundschule Mitte",
            position: "Primary School Teacher",
            startDate: "2015-09",
            current: true,
            description: "Lesson planning and classroom management.",
          },
        ],
        skills: ["Lesson Planning", "Classroom Management"],
      });

      // The company registers and posts its job through the site.
      const { page } = await openPage(browser, viewport);
      await page.goto(`${server.baseUrl}/register-company`);
      await page.getByLabel("Company Name").fill(`Cold Chain ${stamp}`);
      await page.getByLabel("Contact Name").fill("Rania Aziz");
      await page.getByLabel("Work Email").fill(uniqueEmail("ranked-company"));
      await page.getByLabel(/^Password\*?$/).fill("long-enough-1");
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Create Company Account" }).click();
      await page.waitForURL(`${server.baseUrl}/dashboard`);

      // A new company: its only job, so the title needs no stamp (a stamp would weigh on the title match).
      const jobTitle = "Cold Chain Warehouse Supervisor";
      await page.goto(`${server.baseUrl}/post-job`);
      await page.getByLabel(/^Job Title\*?$/).fill(jobTitle);
      await page.getByLabel(/^Job Type\*?$/).selectOption({ label: "Full-time" });
      await page.getByLabel(/^Country\*?$/).selectOption("United Arab Emirates");
      await page.getByLabel(/^City\*?$/).selectOption("Dubai");
      await page.getByRole("radio", { name: "On-site" }).check();
      await page.getByLabel(/^Job Description\*?$/).fill("Supervise our cold chain warehouse: forklifts, WMS, stock.");
      await page
        .getByLabel(/^Requirements\*?$/)
        .fill("5+ years in warehouse operations\nForklift licence\nWMS\nInventory management\nCold chain");
      await page.getByRole("button", { name: "Post Job - Free" }).click();
      await expectToast(page, "Job Posted Successfully!");
      await page.waitForURL(/\/dashboard\?tab=jobs&job=\d+$/);

      // The Candidates tab ranks the visible seekers for the job picked.
      await page.getByRole("tab", { name: "Candidates" }).click();
      await page.getByRole("combobox", { name: "Candidates for" }).selectOption({ label: `${jobTitle} (Active)` });
      const list = page
        .getByRole("list")
        .filter({ has: page.getByRole("article") })
        .first();
      const first = list.getByRole("listitem").first();
      await first.getByRole("article", { name: new RegExp(fit.lastName) }).waitFor();
      const firstText = await first.innerText();
      // Company wording: the seeker's own "Consider improving skills" is not said of a candidate.
      expect(firstText).toMatch(/Excellent match|Good match/);
      expect(await list.innerText()).not.toContain("Consider improving skills");
      expect(firstText).toContain("Matching skills");
      expect(firstText).toMatch(/Forklift/);
      expect(firstText).toMatch(/years of experience; the job asks for 5\+/);
      expect(firstText).toMatch(/Lives in Dubai, where the job is\./);
      await expect.poll(() => first.getByText(/^Match score \d+ out of 100/).count()).toBe(1);
      // The cards fit the screen: nothing runs off its end at 390 px.
      const box = await list.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await screenshot(page, "company-ranked-candidates");

      // The teacher is ranked too, below (the list may go on to later pages: ask the API).
      const call = apiCaller(page, server.baseUrl);
      const jobId = Number(new URL(page.url()).searchParams.get("job"));
      const ranked = (await call("get", `/api/company/jobs/${jobId}/candidates`)) as {
        candidates: { card: { name: string }; match: { score: number } }[];
        total: number;
      };
      const names = ranked.candidates.map((entry) => entry.card.name);
      expect(names[0]).toBe(`${fit.firstName} ${fit.lastName}`);
      const teacher = ranked.candidates.find((entry) => entry.card.name === `${misfit.firstName} ${misfit.lastName}`);
      if (teacher) expect(teacher.match.score).toBeLessThan(ranked.candidates[0].match.score);

      // Both apply; each card shows its match badge under every sort, and the board sorted by
      // Best match puts the fitting applicant first (the resume as sent).
      await fitting.apply(jobId);
      await misfitting.apply(jobId);
      await fitting.close();
      await misfitting.close();
      await page.reload();
      await page.getByRole("tab", { name: "Applicants" }).click();
      const applied = page.getByRole("region", { name: "Applied: 2" });
      await applied.waitFor();
      expect(await applied.getByRole("heading", { level: 4 }).first().innerText()).toBe(
        `${misfit.firstName} ${misfit.lastName}`,
      );
      expect(await applied.getByText(/^Match score \d+ out of 100/).count()).toBe(2);
      await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Best match" });
      await expect
        .poll(() => applied.getByRole("heading", { level: 4 }).first().innerText())
        .toBe(`${fit.firstName} ${fit.lastName}`);
      expect(await applied.getByText(/^Match score \d+ out of 100/).count()).toBe(2);
      await screenshot(page, "company-applicants-by-match");
    });
  }
});
