// Every page passes axe-core with no serious or critical violation, as a visitor, a job seeker
// and a company, on a phone and on a desktop. One browser context per role
// and width, its pages in sequence. New pages join ROLE_PAGES or VISITOR_PAGES. WCAG 2.5.3 (label in name) is checked
// too, although axe counts it among its experimental rules.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage, type TViewportName } from "./support/journey";
import { VIEWPORTS } from "./support/screenshots";
import { demoSignIns, startServer, type TRunningServer } from "./support/server";

/**
 * Every URL of app/routes.ts; the job page's id is filled in from the demo data. These pages
 * change with who is signed in (header, gates, dashboards), so each role visits them.
 */
const ROLE_PAGES = [
  "/",
  "/jobs",
  "/jobs/:id",
  "/companies",
  "/resume-builder",
  "/dashboard",
  "/settings",
  "/post-job",
  "/seekers",
  "/messages",
  "/skills-assessment",
  "/ai-agent",
  "/admin",
  "/employer-demo",
];
/**
 * Pages a visitor reads (a company's public page, sign-in, registration, legal, the 404): the same content for every
 * role, whose header the role pages already check, so the visitor alone visits them.
 */
const VISITOR_PAGES = [
  ":companyPage",
  "/login",
  "/forgot-password",
  "/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/register",
  "/register-company",
  "/privacy-policy",
  "/terms-of-service",
  "/no-such-page",
];
const ROLES = ["visitor", "job seeker", "company"] as const;
type TRole = (typeof ROLES)[number];
// axe is CPU-bound: the six contexts run one after another (side by side on two cores they
// only starved each other). About a minute and a half each on a quiet two-core machine.
const CONTEXT_TIMEOUT_MS = 600_000;

/** The administrator the server creates at start-up (ADMIN_EMAIL), for the console's tabs. */
const ADMIN_EMAIL = "sweep-admin@example.com";
const ADMIN_PASSWORD = "sweep-admin-password-1";
const SWEEP_PAGE_BODY = [
  "## Who we are",
  "A paragraph with [a link to the jobs](/jobs) and **bold** text.",
  "- one\n- two",
  "| Plan | Price |\n| --- | --- |\n| Free | 0 |",
].join("\n\n");
/** The administrator console's tabs and settings sections, each a URL of its own. */
const ADMIN_PAGES = [
  "/admin?tab=overview",
  "/admin?tab=jobs",
  "/admin?tab=users",
  "/admin?tab=applications",
  "/admin?tab=analytics",
  "/admin?tab=seo",
  "/admin?tab=content",
  "/admin?tab=content&section=faqs",
  "/admin?tab=content&section=pages",
  "/admin?tab=content&section=media",
  "/admin?tab=content&section=figures",
  "/admin?tab=monetization",
  "/admin?tab=settings&section=general",
  "/admin?tab=settings&section=email",
  "/admin?tab=settings&section=security",
  "/admin?tab=settings&section=apikeys",
  "/admin?tab=settings&section=backups",
];

let server: TRunningServer;
let browser: Browser;
let jobId: number;
let companyPage: string;
const signIns: Record<Exclude<TRole, "visitor">, string> = { "job seeker": "", company: "" };

beforeAll(async () => {
  // The demo data gives a full /companies, /jobs and a job page, and demo sign-ins, which the
  // server prints for a person once it listens (server/lib/startup-message.ts).
  server = await startServer({ env: { SEED_DEMO: "1", ADMIN_EMAIL, ADMIN_PASSWORD } });
  Object.assign(signIns, await demoSignIns(server));
  const { jobs } = (await (await fetch(`${server.baseUrl}/api/jobs?pageSize=1`)).json()) as {
    jobs: { id: number; companyId: number }[];
  };
  jobId = jobs[0].id;
  const company = (await (await fetch(`${server.baseUrl}/api/companies/${jobs[0].companyId}`)).json()) as {
    path: string;
  };
  companyPage = company.path;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(context: BrowserContext, role: TRole) {
  if (role === "visitor") return;
  const response = await context.request.post(`${server.baseUrl}/api/auth/login`, {
    data: { email: signIns[role], password: "demo-password-2026" },
    headers: { origin: server.baseUrl },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** The serious and critical violations on the page as a reader meets it, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  // Off-screen blocks use content-visibility: auto, and Chrome answers style queries inside a
  // block it has not drawn yet with the browser's defaults, which axe would report as contrast
  // failures no reader sees: draw every block once (as scripts/lighthouse.ts does).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  // WCAG 2.5.3 (label in name) is among axe's experimental rules: asked for by name.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.help}: ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | "),
    );
}

describe("every page passes axe-core with no serious or critical violation", () => {
  for (const role of ROLES) {
    for (const viewport of Object.keys(VIEWPORTS) as TViewportName[]) {
      it(`as a ${role} on a ${viewport}`, { timeout: CONTEXT_TIMEOUT_MS }, async () => {
        const { context, page } = await openPage(browser, viewport);
        try {
          await signIn(context, role);
          const found: Record<string, string[]> = {};
          for (const pathname of role === "visitor" ? [...ROLE_PAGES, ...VISITOR_PAGES] : ROLE_PAGES) {
            const url = pathname.replace(":id", String(jobId)).replace(":companyPage", companyPage);
            await page.goto(`${server.baseUrl}${url}`);
            const violations = await seriousViolations(page);
            if (violations.length > 0) found[url] = violations;
          }
          expect(found).toEqual({});
        } finally {
          await context.close();
        }
      });
    }
  }
});

// The pages most read in each language, as a visitor on a desktop (one width keeps the sweep's
// time in bounds): the Arabic ones laid out right to left, the French ones with longer texts.
const TRANSLATED_PAGES = ["", "/jobs", "/jobs/:id", "/resume-builder"];
describe("the Arabic and French pages pass axe-core", () => {
  for (const language of ["ar", "fr"]) {
    it(`in ${language}`, { timeout: CONTEXT_TIMEOUT_MS }, async () => {
      const { context, page } = await openPage(browser, "desktop");
      try {
        const found: Record<string, string[]> = {};
        for (const pathname of TRANSLATED_PAGES) {
          const url = `/${language}${pathname.replace(":id", String(jobId))}`;
          await page.goto(`${server.baseUrl}${url}`);
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[url] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    });
  }
});

describe("the administrator console's tabs pass axe-core", () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewportName[]) {
    it(`on a ${viewport}`, { timeout: CONTEXT_TIMEOUT_MS }, async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        const response = await context.request.post(`${server.baseUrl}/api/auth/login`, {
          data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
          headers: { origin: server.baseUrl },
        });
        expect(response.status()).toBe(200);
        // A published content page (/pages/<slug>), written in the console's Markdown.
        const slug = `sweep-${viewport}`;
        const created = await context.request.post(`${server.baseUrl}/api/admin/content/pages`, {
          data: { slug, title: "About the sweep", body: SWEEP_PAGE_BODY, isPublished: true },
          headers: { origin: server.baseUrl },
        });
        expect(created.status()).toBe(201);
        const found: Record<string, string[]> = {};
        for (const url of [...ADMIN_PAGES, `/pages/${slug}`]) {
          await page.goto(`${server.baseUrl}${url}`);
          const violations = await seriousViolations(page);
          if (violations.length > 0) found[url] = violations;
        }
        expect(found).toEqual({});
      } finally {
        await context.close();
      }
    });
  }
});

// The assistant widget's panel, opened over a page with a reply in it: the whole page, panel
// included, as a visitor meets it (a local command, so the reply needs no model).
describe("the assistant widget's open panel passes axe-core", () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewportName[]) {
    it(`on a ${viewport}`, { timeout: CONTEXT_TIMEOUT_MS }, async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await page.goto(`${server.baseUrl}/jobs/${jobId}`);
        await page.getByRole("button", { name: "AI Assistant", exact: true }).click();
        const panel = page.getByRole("dialog", { name: "AI Assistant" });
        await panel.getByRole("textbox", { name: "Message the assistant" }).fill("scroll to top");
        await panel.getByRole("textbox", { name: "Message the assistant" }).press("Enter");
        await panel.getByText("Command executed: scroll to top.").waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

// What only appears after a click: the page's results (as a visitor, whose answers are not
// stored) and the dashboard's assessment dialog (as a job seeker, not completed, so the demo
// account's Skill Progress stays as the sweep above finds it).
describe("the skills assessment's results and dialog pass axe-core", () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewportName[]) {
    it(`on a ${viewport}`, { timeout: CONTEXT_TIMEOUT_MS }, async () => {
      const visitor = await openPage(browser, viewport);
      const seeker = await openPage(browser, viewport);
      try {
        const found: Record<string, string[]> = {};
        const { page } = visitor;
        await page.goto(`${server.baseUrl}/skills-assessment`);
        for (let question = 0; question < 5; question += 1) {
          await page
            .getByRole("radio")
            .nth(question % 5)
            .check();
          await page.getByRole("button", { name: question === 4 ? "Get Results" : "Next" }).click();
        }
        await page.getByRole("heading", { name: "Your Results", exact: true }).waitFor();
        const results = await seriousViolations(page);
        if (results.length > 0) found["/skills-assessment results"] = results;

        await signIn(seeker.context, "job seeker");
        await seeker.page.goto(`${server.baseUrl}/dashboard`);
        await seeker.page
          .getByRole("region", { name: "Skill Progress" })
          .getByRole("button", { name: "Take Skills Assessment" })
          .click();
        const dialog = seeker.page.getByRole("dialog", { name: "Technical Skills Assessment" });
        await dialog.getByRole("radio").first().check();
        const modal = await seriousViolations(seeker.page);
        if (modal.length > 0) found["/dashboard assessment dialog"] = modal;
        expect(found).toEqual({});
      } finally {
        await visitor.context.close();
        await seeker.context.close();
      }
    });
  }
});

// The ads' consent banner, on a job page while ads are enabled (as the console stores them), before
// the visitor answers: no ad script has loaded, so the whole page is ours. Ads are turned off after.
describe("the ads' consent banner passes axe-core", () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewportName[]) {
    it(`on a ${viewport}`, { timeout: CONTEXT_TIMEOUT_MS }, async () => {
      const admin = await openPage(browser, viewport);
      const visitor = await openPage(browser, viewport);
      const settings = (enabled: boolean) =>
        admin.context.request.put(`${server.baseUrl}/api/admin/adsense/settings`, {
          data: {
            publisherId: "pub-1234567890123456",
            enabled,
            autoAds: false,
            adUnits: [
              {
                id: "sidebar-square",
                name: "Sidebar square",
                size: "300x250",
                type: "display",
                placement: "sidebar",
                enabled: true,
                slotId: "1000000001",
              },
            ],
            privacySettings: { cookieConsent: true, gdprCompliant: true, ccpaCompliant: true },
          },
          headers: { origin: server.baseUrl },
        });
      try {
        const signedIn = await admin.context.request.post(`${server.baseUrl}/api/auth/login`, {
          data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
          headers: { origin: server.baseUrl },
        });
        expect(signedIn.status()).toBe(200);
        expect((await settings(true)).status()).toBe(200);
        await visitor.page.goto(`${server.baseUrl}/jobs/${jobId}`);
        await visitor.page.getByRole("button", { name: "Accept ads" }).waitFor();
        expect(await seriousViolations(visitor.page)).toEqual([]);
      } finally {
        await settings(false);
        await admin.context.close();
        await visitor.context.close();
      }
    });
  }
});
