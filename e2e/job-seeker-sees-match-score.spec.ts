// The match score tile of the job page: a signed-out visitor is invited to sign in; a
// job seeker with two resumes signs in from there, comes back to the job and sees the score of
// the most recently updated resume with its band and explanation, then picks the other resume
// and sees the score change; a seeker with no resume is invited to build one.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, openPage, uniqueEmail } from "./support/journey";
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

const FRONT_END = resumeInput({
  title: "Front-end resume",
  personalInfo: {
    fullName: "Lina Haddad",
    email: "lina@example.com",
    phone: "+1 555 0100",
    location: "New York, United States",
    summary: "Front-end developer who ships accessible web apps.",
  },
  experience: [
    {
      company: "Acme",
      position: "Frontend Developer",
      startDate: "2019-01",
      current: true,
      description: "Builds web apps in React and TypeScript.",
    },
  ],
  skills: ["JS", "React", "TypeScript", "CSS"],
});

const NURSE = resumeInput({
  title: "Nursing resume",
  personalInfo: { ...(FRONT_END.personalInfo as object), summary: "Registered nurse." },
  experience: [
    {
      company: "City Hospital",
      position: "Staff Nurse",
      startDate: "2018-01",
      current: true,
      description: "Intensive care nursing.",
    },
  ],
  skills: ["Patient Assessment", "ICU", "BLS"],
});

/** The score the tile shows, read from its accessible text ("82 out of 100"). */
async function shownScore(page: Page): Promise<number> {
  const tile = page.getByRole("region", { name: "Match score" });
  const text = await tile.getByText(/^\d+ out of 100$/).textContent();
  return Number(text?.match(/^\d+/)?.[0]);
}

describe("a job seeker sees their match score on a job", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`signs in from the tile, sees the score explained and another resume's score (${viewport})`, async () => {
      const stamp = `${viewport}${Date.now()}`;
      const jobTitle = `Frontend Developer ${stamp}`;

      const company = await openPage(browser, viewport);
      const companyCall = apiCaller(company.page, server.baseUrl);
      await companyCall(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("match-company") }, { name: `Pixel Works ${stamp}` }),
      );
      const job = (await companyCall(
        "post",
        "/api/jobs",
        jobPostingInput({
          jobTitle,
          country: "United States",
          city: "New York",
          workType: "hybrid",
          description: "Build our web app with React, JavaScript and TypeScript.",
          requirements: "3+ years of experience with React\nJavaScript and TypeScript\nCSS",
        }),
      )) as { id: number };
      await company.context.close();

      // The seeker's account and two resumes, the front-end one updated last.
      const email = uniqueEmail("match-seeker");
      const setUp = await openPage(browser, viewport);
      const seekerCall = apiCaller(setUp.page, server.baseUrl);
      await seekerCall("post", "/api/auth/register", seekerInput({ email, firstName: "Lina", lastName: "Haddad" }));
      await seekerCall("post", "/api/resumes", NURSE);
      await seekerCall("post", "/api/resumes", FRONT_END);
      await setUp.context.close();

      // Signed out, the tile invites to sign in, and signing in comes back to the job.
      const { context, page } = await openPage(browser, viewport);
      await page.goto(`${server.baseUrl}/jobs/${job.id}`);
      await page.getByRole("heading", { level: 1, name: jobTitle }).waitFor();
      await page.getByRole("link", { name: "Sign in to see your match score" }).click();
      await page.waitForURL(`${server.baseUrl}/login`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel(/^Password/).fill("correct-horse");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.baseUrl}/jobs/${job.id}`);

      const tile = page.getByRole("region", { name: "Match score" });
      await tile.getByText(/^(Excellent match!|Good match)$/).waitFor();
      // The page as it opens for a signed-in seeker: rendered on the server, the score fetched after.
      await page.reload();
      await tile.getByText(/^(Excellent match!|Good match)$/).waitFor();
      const fitting = await shownScore(page);
      expect(fitting).toBeGreaterThanOrEqual(60);
      // The most recently updated resume is the one picked.
      const picked = tile.getByLabel("Resume");
      // Named with when it last changed, so like-named resumes tell apart.
      expect(await picked.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toMatch(
        /^Front-end resume \(updated [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/,
      );
      // The resume says "JS", the job JavaScript; the lines say why.
      await tile.getByText("JS → JavaScript").waitFor();
      await tile.getByText(/You have \d+ years of experience; the job asks for 3\+\./).waitFor();
      await tile.getByText("Why this score").waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, "match-tile");

      // The other resume scores lower, with the band that says so.
      const nursing = tile.getByLabel("Resume").getByRole("option", { name: /^Nursing resume / });
      await tile.getByLabel("Resume").selectOption((await nursing.getAttribute("value")) ?? "");
      await tile.getByText("Consider improving skills").waitFor();
      const other = await shownScore(page);
      expect(other).toBeLessThan(60);
      expect(other).toBeLessThan(fitting);
      await tile.getByText("React", { exact: true }).waitFor();
      await screenshot(page, "match-tile-other-resume");
      await context.close();

      // A seeker with no resume is invited to build one, coming back to this job.
      const newcomer = await openPage(browser, viewport);
      await apiCaller(newcomer.page, server.baseUrl)(
        "post",
        "/api/auth/register",
        seekerInput({ email: uniqueEmail("match-new") }),
      );
      await newcomer.page.goto(`${server.baseUrl}/jobs/${job.id}`);
      const invitation = newcomer.page.getByRole("region", { name: "Match score" });
      await invitation.getByText("Build a resume to see how well you match this job.").waitFor();
      expect(await invitation.getByRole("link", { name: "Build a Resume" }).getAttribute("href")).toBe(
        `/resume-builder?returnTo=${encodeURIComponent(`/jobs/${job.id}`)}`,
      );
      await newcomer.context.close();
    });
  }
});
