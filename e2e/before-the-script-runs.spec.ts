// Before the page's script runs (a loaded machine, a slow phone), every control on a
// server-rendered page either works without it (links, GET forms) or shows it is not ready yet
// (disabled and aria-busy); once the page is hydrated, none is held back any more.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { waitForHydration } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { demoSignIns, startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
let jobId = 0;
const signIns: Record<"job seeker" | "company", string> = { "job seeker": "", company: "" };

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  Object.assign(signIns, await demoSignIns(server));
  const { jobs } = (await (await fetch(`${server.baseUrl}/api/jobs?pageSize=1`)).json()) as { jobs: { id: number }[] };
  jobId = jobs[0].id;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(context: BrowserContext, role: keyof typeof signIns) {
  const response = await context.request.post(`${server.baseUrl}/api/auth/login`, {
    data: { email: signIns[role], password: "demo-password-2026" },
    headers: { origin: server.baseUrl },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/**
 * The controls a click or a pick would do nothing for, not disabled and aria-busy: a button that
 * is not a GET form's submit (which works without the script), and a field outside any form (a
 * select or a file picker there acts only through the script). One line each, to read in a failure.
 */
function idleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        "button, select, input, textarea",
      ),
    ]
      .filter((control) => {
        if (control.disabled && control.getAttribute("aria-busy") === "true") return false;
        if (control instanceof HTMLButtonElement) {
          return !(control.type === "submit" && control.form && control.form.method === "get");
        }
        return control.type !== "hidden" && control.form === null;
      })
      .map(
        (control) =>
          (
            control.getAttribute("aria-label") ??
            control.labels?.[0]?.textContent ??
            control.textContent ??
            ""
          ).trim() || control.outerHTML,
      ),
  );
}

/** Controls still marked not ready once the page is hydrated. */
function busyControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(':is(button, select, input)[aria-busy="true"]')].map((control) =>
      (control.getAttribute("aria-label") ?? control.textContent ?? "").trim(),
    ),
  );
}

// ":job" is a listed demo job.
const PAGES: { role: "visitor" | keyof typeof signIns; path: string }[] = [
  { role: "visitor", path: "/" },
  { role: "visitor", path: "/jobs" },
  { role: "visitor", path: "/jobs/:job" },
  { role: "visitor", path: "/login" },
  { role: "visitor", path: "/register" },
  { role: "job seeker", path: "/dashboard" },
  { role: "job seeker", path: "/jobs/:job" },
  { role: "job seeker", path: "/resume-builder" },
  { role: "job seeker", path: "/settings" },
  { role: "company", path: "/company-dashboard" },
  { role: "company", path: "/post-job" },
  { role: "company", path: "/companies" },
];

describe("before the page's script runs", () => {
  it.each(PAGES)("$role on $path: each control works or shows it is not ready yet", async ({ role, path }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    if (role !== "visitor") await signIn(context, role);
    const page = await context.newPage();
    // A loaded machine: the page's scripts arrive late.
    let releaseScripts!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}${path.replace(":job", String(jobId))}`, { waitUntil: "domcontentloaded" });
    await page.locator("main").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).not.toBe("true");
    expect(await idleControls(page), `${role} ${path}`).toEqual([]);
    // The phone header's menu button at least is held back, visibly.
    expect(await page.locator('button[aria-busy="true"]').count()).toBeGreaterThan(0);
    if (path === "/dashboard") await screenshot(page, "dashboard-before-script");

    releaseScripts();
    await waitForHydration(page);
    await expect.poll(() => busyControls(page), { timeout: 10_000 }).toEqual([]);
    await context.close();
  });
});
