// A company finds candidates at /seekers: it searches and filters the visible job seekers,
// switches between grid and list, sorts by best match to its own job, opens a profile with its
// resume, saves the candidate with a private note it finds again in Saved Candidates, and writes
// to them with Contact Candidate; the candidate reads and answers in their inbox, and the company
// reads the answer. A signed-out visitor sees how many candidates a search finds
// and no card; a signed-in job seeker sees "Company Access Required".
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, uniqueEmail } from "./support/journey";
import { SCREENSHOT_DIR, screenshot } from "./support/screenshots";
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

/** A job seeker whose profile is visible to employers with one resume, made as they would through the API. */
async function visibleSeeker(
  viewport: "phone" | "desktop",
  person: { firstName: string; lastName: string },
  profile: { availability: string; city: string },
  resume: Record<string, unknown>,
) {
  const { context, page } = await openPage(browser, viewport);
  const call = apiCaller(page, server.baseUrl);
  await call("post", "/api/auth/register", seekerInput({ email: uniqueEmail("directory-seeker"), ...person }));
  const created = (await call("post", "/api/resumes", resumeInput(resume))) as { id: number };
  await call("put", "/api/me/profile", {
    visible: true,
    resumeId: created.id,
    headline: null,
    availability: profile.availability,
    country: "AE",
    city: profile.city,
    willingToRelocate: false,
  });
  return { page, close: () => context.close() };
}

const cards = (page: Page) => page.getByRole("article", { name: /^Candidate / });

async function expectCount(page: Page, text: string) {
  await page.getByRole("heading", { level: 2, name: text }).waitFor();
}

describe("a company finds candidates", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`searches, filters, matches, saves and contacts a candidate (${viewport})`, async () => {
      const stamp = `${viewport}${Date.now()}`;
      const farah = `Farah Haddad ${stamp}`;
      const fit = await visibleSeeker(
        viewport,
        { firstName: "Farah", lastName: `Haddad ${stamp}` },
        { availability: "immediate", city: "Dubai" },
        {
          title: "Farah - Warehouse",
          personalInfo: {
            fullName: "Farah Haddad",
            email: "farah@example.com",
            phone: "+971 50 000 0001",
            location: "Dubai, United Arab Emirates",
            summary: `Warehouse supervisor running cold-chain operations (${stamp}).`,
          },
          experience: [
            {
              company: "Gulf Logistics",
              position: "Warehouse Supervisor",
              startDate: "2016-01",
              current: true,
              description: "Cold chain warehouse, forklift fleet, WMS and inventory control.",
            },
          ],
          skills: [
            "Forklift",
            "Warehouse Management System",
            "Inventory Management",
            "Cold Chain",
            "Team Leadership",
            "Health and Safety",
            "Shift Planning",
            "SAP",
          ],
        },
      );
      const other = await visibleSeeker(
        viewport,
        { firstName: "Tomas", lastName: `Weber ${stamp}` },
        { availability: "1-month", city: "Abu Dhabi" },
        {
          title: "Tomas - Teaching",
          personalInfo: {
            fullName: "Tomas Weber",
            email: "tomas@example.com",
            phone: "+971 50 000 0002",
            location: "Abu Dhabi, United Arab Emirates",
            summary: `Primary school teacher (${stamp}).`,
          },
          experience: [
            {
              company: "Al Noor School",
              position: "Teacher",
              startDate: "2023-09",
              current: true,
              description: "Grade 3.",
            },
          ],
          skills: ["Lesson Planning", "Classroom Management"],
        },
      );

      // The company and its job.
      const { context, page } = await openPage(browser, viewport);
      const call = apiCaller(page, server.baseUrl);
      await call("post", "/api/auth/register", companyInput({ email: uniqueEmail("directory-company") }));
      const jobTitle = `Warehouse Shift Lead ${stamp}`;
      await call(
        "post",
        "/api/jobs",
        jobPostingInput({
          jobTitle,
          country: "United Arab Emirates",
          city: "Dubai",
          workType: "onsite",
          salaryMin: 180000,
          salaryMax: 240000,
          description: "Run the night shift of our cold-chain warehouse: forklift, WMS, inventory.",
          requirements: "3+ years in warehouse operations\nForklift licence\nInventory Management",
        }),
      );

      // The dashboard's Find Candidates leads here.
      await page.goto(`${server.baseUrl}/dashboard`);
      await page.getByRole("main").getByRole("link", { name: "Find Candidates" }).first().click();
      await page.waitForURL(`${server.baseUrl}/seekers`);
      await page.getByRole("heading", { level: 1, name: "Find Job Seekers" }).waitFor();

      // Search by the stamp both share: two candidates.
      await page.getByLabel("Search", { exact: true }).fill(stamp);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/search=/);
      await expectCount(page, "2 Candidates Found");
      await expect.poll(() => cards(page).count()).toBe(2);

      // Grid: four skills and "+4 more" on Farah's card; list: six and "+2 more".
      const farahCard = page.getByRole("article", { name: new RegExp(farah) });
      await farahCard.getByText("+4 more").waitFor();
      await screenshot(page, "seekers-company-grid");
      await page.getByRole("button", { name: "List view" }).click();
      expect(await page.getByRole("button", { name: "List view" }).getAttribute("aria-pressed")).toBe("true");
      await farahCard.getByText("+2 more").waitFor();
      await screenshot(page, "seekers-company-list");

      // Filters: Immediate availability leaves Farah; Clear Filters shows everyone again.
      if (viewport === "phone") {
        // On a phone the filters fold away behind "Show Filters".
        expect(await page.getByLabel("Availability").isVisible()).toBe(false);
        await page.getByRole("button", { name: "Show Filters" }).click();
      }
      await page.getByLabel("Availability").selectOption({ label: "Immediate" });
      await expectCount(page, "1 Candidate Found");
      await page.getByLabel("Experience").selectOption({ label: "7+ years" });
      await expectCount(page, "1 Candidate Found");
      await page.getByLabel("Experience").selectOption({ label: "Any" });
      await page.getByLabel("Country").selectOption({ label: "United Arab Emirates" });
      await page.getByLabel("City").selectOption({ label: "Abu Dhabi" });
      await expectCount(page, "0 Candidates Found");
      await page.getByText("No candidates found").waitFor();
      await screenshot(page, "seekers-company-empty");
      await page.getByRole("link", { name: "Clear Filters" }).first().click();
      await page.waitForURL(`${server.baseUrl}/seekers`);

      // Best match to the company's job: Farah first, with her score.
      await page.getByLabel("Search", { exact: true }).fill(stamp);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.waitForURL(/search=/);
      await expectCount(page, "2 Candidates Found");
      await page.getByLabel("Sort by").selectOption({ label: "Best match to a job" });
      await page.waitForURL(/sort=match&jobId=\d+/);
      expect(await page.getByLabel("Job", { exact: true }).inputValue()).not.toBe("");
      await expect.poll(() => cards(page).first().getAttribute("aria-label")).toContain(farah);
      await farahCard.getByText(/Match score \d+ out of 100/).waitFor();

      // Her profile: the match said of her, every skill, the resume and its PDF.
      await page.getByRole("button", { name: `View profile of ${farah}` }).click();
      const dialog = page.getByRole("dialog", { name: farah });
      await dialog.getByRole("heading", { name: `Match with ${jobTitle}` }).waitFor();
      await dialog.getByText("SAP", { exact: true }).waitFor();
      await dialog.getByRole("article", { name: /Resume preview/ }).waitFor();
      expect(await dialog.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toMatch(
        /^\/api\/seekers\/\d+\/resume\.pdf$/,
      );
      await screenshot(page, "seekers-profile-dialog");
      await dialog.getByRole("heading", { name: "Resume" }).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `seekers-profile-resume-${page.viewportSize()?.width}.png`),
      });

      // Save to Favorites.
      await dialog.getByRole("button", { name: "Save to Favorites" }).click();
      await expectToast(page, `${farah} is in your Saved Candidates.`);
      await dialog.getByRole("button", { name: "Remove from Favorites" }).waitFor();

      // Contact Candidate.
      await dialog.getByRole("button", { name: "Contact Candidate" }).click();
      const contact = page.getByRole("dialog", { name: `Contact ${farah}` });
      await contact.getByLabel(/^Subject/).fill(`Shift lead role ${stamp}`);
      await contact.getByLabel(/^Message/).fill("Hello Farah, would you like to talk about our night shift lead role?");
      await contact.getByRole("button", { name: "Send Message" }).click();
      await expectToast(page, `Message sent to ${farah}`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });

      // Farah reads it in her inbox and answers.
      const reply = `Yes, I would like to hear more (${stamp}).`;
      await fit.page.goto(`${server.baseUrl}/messages`);
      await fit.page.getByRole("link", { name: new RegExp(`Shift lead role ${stamp}`) }).click();
      await fit.page.waitForURL(/\/messages\?thread=\d+$/);
      const farahSide = fit.page.getByRole("region", { name: "Conversation", exact: true });
      await farahSide.getByText("Hello Farah, would you like to talk", { exact: false }).waitFor();
      await fit.page.getByLabel("Reply").fill(reply);
      await fit.page.getByRole("button", { name: "Send", exact: true }).click();
      await farahSide.getByRole("listitem").filter({ hasText: reply }).waitFor();

      // Saved Candidates: Farah, with a private note that stays.
      await page.getByRole("button", { name: "Saved Candidates" }).click();
      const sheet = page.getByRole("dialog", { name: "Saved Candidates" });
      const note = sheet.getByLabel(`Private note about ${farah}`);
      await note.fill("Strong on cold chain; call after Ramadan.");
      await sheet.getByRole("button", { name: "Save Note" }).click();
      await expectToast(page, "Note saved.");
      await screenshot(page, "seekers-saved-candidates");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Saved Candidates" }).click();
      expect(await page.getByLabel(`Private note about ${farah}`).inputValue()).toBe(
        "Strong on cold chain; call after Ramadan.",
      );
      await page.keyboard.press("Escape");

      // Export Results downloads the current search.
      expect(await page.getByRole("link", { name: "Export Results" }).getAttribute("href")).toMatch(
        /^\/api\/seekers\/export\.csv\?search=/,
      );

      // The dashboard's Candidates tab opens the same profile, by keyboard.
      await page.goto(`${server.baseUrl}/dashboard?tab=candidates`);
      const viewFarah = page.getByRole("button", { name: `View profile of ${farah}` });
      await viewFarah.focus();
      await page.keyboard.press("Enter");
      const fromTab = page.getByRole("dialog", { name: farah });
      await fromTab.getByRole("heading", { name: `Match with ${jobTitle}` }).waitFor();
      await fromTab.getByRole("button", { name: "Remove from Favorites" }).waitFor();
      await page.keyboard.press("Escape");
      await fromTab.waitFor({ state: "hidden" });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
        .toBe(`View profile of ${farah}`);

      // The company reads her answer in its inbox.
      await page.goto(`${server.baseUrl}/messages`);
      await page.getByRole("link", { name: new RegExp(`Shift lead role ${stamp}`) }).click();
      await page.getByRole("region", { name: "Conversation", exact: true }).getByText(reply).waitFor();

      // A visitor: the count, and no card.
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(`${server.baseUrl}/seekers?search=${stamp}`);
      await expectCount(visitor.page, "2 Candidates Found");
      expect(await cards(visitor.page).count()).toBe(0);
      const invitation = visitor.page.getByRole("region", { name: "See who these candidates are" });
      await invitation.getByRole("link", { name: "Sign In" }).waitFor();
      await invitation.getByRole("link", { name: "Register as Company" }).waitFor();
      expect(await visitor.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      await screenshot(visitor.page, "seekers-visitor");

      // A job seeker: Company Access Required.
      await fit.page.goto(`${server.baseUrl}/seekers`);
      await fit.page.getByRole("heading", { level: 1, name: "Company Access Required" }).waitFor();
      await screenshot(fit.page, "seekers-job-seeker");

      await Promise.all([visitor.context.close(), fit.close(), other.close(), context.close()]);
      // Long: the whole way from the search to the inbox and back, like the console's journeys.
    }, 180_000);
  }
});
