// Match in the job search: a job seeker with a resume opens /jobs and sees a match
// badge on the cards, picks "Best match" and the job that fits their resume best comes first,
// though it is the oldest. A visitor who follows a Best match link is told why the most relevant
// jobs show instead, and is not offered the sort.
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
  skills: ["JavaScript", "React", "TypeScript", "CSS"],
});

/** A word no other job has, letters only, so a search finds this journey's jobs alone. */
const uniqueWord = () =>
  `qx${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)])}`;

const cardTitles = (page: Page) => page.locator("#results article h3").allTextContents();

describe("a job seeker sorts the job search by match", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`sees match badges and puts the best-fitting job first (${viewport})`, async () => {
      const word = uniqueWord();
      const titles = {
        best: `Frontend Developer ${word}`,
        middle: `Backend Engineer ${word}`,
        worst: `ICU Nurse ${word}`,
      };

      // A company posts three jobs, the best fit for the resume first, so it is the oldest.
      const company = await openPage(browser, viewport);
      const companyCall = apiCaller(company.page, server.baseUrl);
      await companyCall(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("sort-company") }, { name: `Pixel Works ${word}` }),
      );
      const postings = [
        {
          jobTitle: titles.best,
          workType: "remote",
          description: "Build our web app with React, JavaScript and TypeScript.",
          requirements: "3+ years of experience with React\nJavaScript and TypeScript\nCSS",
        },
        {
          jobTitle: titles.middle,
          workType: "remote",
          description: "Build our APIs in Node.js and PostgreSQL; some JavaScript on the side.",
          requirements: "Node.js\nPostgreSQL\nDocker",
        },
        {
          jobTitle: titles.worst,
          workType: "onsite",
          description: "Intensive care nursing on our ward.",
          requirements: "Patient assessment\nBLS certification\nRegistered nurse licence",
        },
      ];
      for (const posting of postings) {
        await companyCall(
          "post",
          "/api/jobs",
          jobPostingInput({ country: "United States", city: "New York", ...posting }),
        );
      }
      await company.context.close();

      // Signed out, a Best match link shows the most relevant jobs and says why; no Best match offered.
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(`${server.baseUrl}/jobs?search=${word}&sort=match`);
      await visitor.page
        .getByRole("status")
        .filter({
          hasText: "Sign in as a job seeker to sort jobs by best match. Showing the most relevant jobs instead.",
        })
        .waitFor();
      const visitorSort = visitor.page.getByLabel("Sort by");
      expect(await visitorSort.inputValue()).toBe("relevance");
      expect(await visitorSort.locator("option").allTextContents()).not.toContain("Best match");
      expect(await visitor.page.getByText(/^\d+% match$/).count()).toBe(0);
      expect((await cardTitles(visitor.page)).sort()).toEqual(Object.values(titles).sort());
      await screenshot(visitor.page, "jobs-best-match-signed-out");
      await visitor.context.close();

      // The seeker, with a resume, opens /jobs: every card has its match badge.
      const { context, page } = await openPage(browser, viewport);
      const seekerCall = apiCaller(page, server.baseUrl);
      await seekerCall("post", "/api/auth/register", seekerInput({ email: uniqueEmail("sort-seeker") }));
      await seekerCall("post", "/api/resumes", FRONT_END);
      await page.goto(`${server.baseUrl}/jobs`);
      await page.getByRole("heading", { level: 2, name: /Jobs? Found$/ }).waitFor();
      const cards = page.locator("#results article");
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await page.getByText(/^\d+% match$/).count()).toBe(await cards.count());
      // Screen readers hear the score in words with its band.
      await page
        .getByText(
          /^Match score \d+ out of 100 for your resume: (Excellent match!|Good match|Consider improving skills)$/,
        )
        .first()
        .waitFor({ state: "attached" });

      // Search for this journey's jobs: the newest come first.
      const search = page.getByRole("search", { name: "Search jobs" });
      await search.getByLabel("Job Title or Keywords").fill(word);
      await search.getByRole("button", { name: "Search Jobs" }).click();
      await page.waitForURL((url) => url.searchParams.get("search") === word);
      await page.getByRole("heading", { level: 2, name: "3 Jobs Found" }).waitFor();
      expect((await cardTitles(page))[0]).not.toBe(titles.best);

      // Best match: the front-end job first, the nurse's last, the badges in falling order.
      await page.getByLabel("Sort by").selectOption({ label: "Best match" });
      await page.waitForURL((url) => url.searchParams.get("sort") === "match");
      await expect.poll(() => cardTitles(page)).toEqual([titles.best, titles.middle, titles.worst]);
      await page.getByRole("heading", { level: 2, name: "3 Jobs Found" }).waitFor();
      const scores = (await page.getByText(/^\d+% match$/).allTextContents()).map((text) => parseInt(text, 10));
      expect(scores).toHaveLength(3);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores[0]).toBeGreaterThan(scores[2]);
      const firstCard = cards.first();
      expect(await firstCard.locator("[data-band]").getAttribute("data-band")).toBe(
        scores[0] >= 80 ? "excellent" : scores[0] >= 60 ? "good" : "improve",
      );
      expect(await page.getByLabel("Sort by").inputValue()).toBe("match");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, "jobs-best-match");
      await context.close();
    });
  }
});
