// Every page an Arabic reader can open reads in Arabic: what is left in Latin letters is a name, a
// brand, a number or a code, or what people wrote (job ads, company names), which the page marks
// dir="auto" because it may be in any language.
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAME_LIKE_LATIN_WORDS } from "@common/i18n/catalogue-words";
import { citiesFor, COUNTRY_NAMES } from "@common/locations";
import { launchBrowser } from "./support/browser";
import { openPage } from "./support/journey";
import { demoSignIns, startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
const signIns = { "job seeker": "", company: "" };
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  browser = await launchBrowser();
  Object.assign(signIns, await demoSignIns(server));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A word in Latin letters (with the apostrophes and hyphens words carry). */
const LATIN_WORD = /[A-Za-z\u00c0-\u024f][A-Za-z\u00c0-\u024f'’.-]*/g;

/** Names and brands the site's own texts carry. */
const ALLOWED_WORDS = new Set<string>([
  "Hirewise",
  // Names of a paper size (US Letter), a brand and a file format (JSON Resume), kept in every language.
  "Letter",
  "GitHub",
  "Resume",
  // An applicant's first name the fixed-seed demo draws from faker, shown on the company's dashboard.
  "Casandra",
]);

/**
 * Countries and cities are names, and the location lists show them as common/locations spells
 * them (in English) on every page.
 */
const PLACE_WORDS = new Set(
  COUNTRY_NAMES.flatMap((country) => [country, ...citiesFor(country)]).flatMap((name) => name.match(LATIN_WORD) ?? []),
);

/**
 * The seeded demo data's short texts (people's and companies' names, job titles, places, skills),
 * which dashboards show in lists of their own: read from the seed itself, not retyped. Long texts
 * (descriptions) are left out, so that an English sentence of the interface is not excused by a
 * demo ad that happens to share its words.
 */
const SEED_FILES = ["build-demo-data.ts", "demo-companies.ts", "demo-roles.ts", "demo-seekers.ts"];
const DEMO_WORDS = new Set(
  SEED_FILES.flatMap((file) => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, "../server/db/seed", file), "utf8");
    return [...source.matchAll(/"([^"\n]{1,60})"/g)]
      .map((match) => match[1])
      .filter((text) => text.split(/\s+/).length <= 4)
      .flatMap((text) => text.match(LATIN_WORD) ?? []);
  }),
);

function isAllowed(word: string): boolean {
  const bare = word.replace(/[.'’-]+$/, "");
  if (
    ALLOWED_WORDS.has(bare) ||
    DEMO_WORDS.has(word) ||
    DEMO_WORDS.has(bare) ||
    PLACE_WORDS.has(bare) ||
    NAME_LIKE_LATIN_WORDS.has(bare.toLowerCase())
  )
    return true;
  // An acronym or a code: PDF, AI, CV2, A4.
  return /^[A-Z0-9]{1,6}$/.test(bare) || /\d/.test(bare);
}

/** The page's visible text outside what people wrote, addresses and links' targets. */
async function pageWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll('[dir="auto"], script, style, noscript, [hidden]')) element.remove();
    // innerText of a detached node ignores layout; attach it off screen to read what is shown.
    body.style.position = "absolute";
    body.style.left = "-99999px";
    document.documentElement.append(body);
    const visible = body.innerText;
    body.remove();
    return visible;
  });
  const withoutAddresses = text.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/g, " ");
  return [...new Set(withoutAddresses.match(LATIN_WORD) ?? [])].filter((word) => !isAllowed(word));
}

async function signIn(context: BrowserContext, role: keyof typeof signIns) {
  const response = await context.request.post(`${server.baseUrl}/api/auth/login`, {
    data: { email: signIns[role], password: "demo-password-2026" },
    headers: { origin: server.baseUrl },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** The first link on `listPath` whose target matches `pattern`: a real job's or company's page. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(`${server.baseUrl}${listPath}`);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return href;
}

async function englishLeft(role: "visitor" | keyof typeof signIns, paths: (page: Page) => Promise<string[]>) {
  const { context, page } = await openPage(browser, "desktop");
  try {
    if (role !== "visitor") await signIn(context, role);
    const found: Record<string, string[]> = {};
    for (const path of await paths(page)) {
      await page.goto(`${server.baseUrl}${path}`);
      expect(await page.locator("html").getAttribute("lang"), path).toBe("ar");
      const words = await pageWords(page);
      if (words.length > 0) found[path] = words;
    }
    return found;
  } finally {
    await context.close();
  }
}

describe("an Arabic reader's pages", () => {
  it("have no English left, for a visitor", async () => {
    const found = await englishLeft("visitor", async (page) => [
      "/ar",
      "/ar/jobs",
      await firstLink(page, "/ar/jobs", /^\/ar\/jobs\/\d+/),
      // The directory asks a visitor to sign in; a company's page is read signed in below.
      "/ar/companies",
      "/ar/login",
      "/ar/register",
      "/ar/register-company",
      "/ar/resume-builder",
      "/ar/privacy-policy",
      "/ar/terms-of-service",
      "/ar/skills-assessment",
      "/ar/employer-demo",
      "/ar/no-such-page",
    ]);
    expect(found).toEqual({});
  });

  it("have no English left, for a job seeker", async () => {
    const found = await englishLeft("job seeker", async (page) => [
      "/ar/dashboard",
      "/ar/settings",
      "/ar/companies",
      await firstLink(page, "/ar/companies", /^\/ar\/companies\/[^/?#]+/),
    ]);
    expect(found).toEqual({});
  });

  it("have no English left, for a company", async () => {
    expect(await englishLeft("company", async () => ["/ar/dashboard", "/ar/settings"])).toEqual({});
  });
});
