import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { waitForHydration } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
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

describe("a visitor", () => {
  it("lands on the hero and can go on to find jobs", async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      // A CSP violation or a hydration mismatch shows up as a console error.
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      await page.goto(server.baseUrl);
      await page.waitForLoadState("networkidle");
      await expect(page.title()).resolves.toContain("Hirewise");
      await page.getByRole("link", { name: "Build My Resume" }).first().waitFor();
      await screenshot(page, "home");
      await page.getByRole("link", { name: "Find Jobs" }).last().click();
      await page.waitForURL(`${server.baseUrl}/jobs`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it("runs pages without anything our Content-Security-Policy refuses", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const cspIssues: string[] = [];
    cdp.on("Audits.issueAdded", (event) => {
      if (event.issue.code === "ContentSecurityPolicyIssue") cspIssues.push(JSON.stringify(event.issue.details));
    });
    await cdp.send("Audits.enable");
    for (const path of ["/", "/jobs", "/register", "/register-company", "/login"]) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.waitForLoadState("networkidle");
    }
    expect(cspIssues).toEqual([]);
    await context.close();
  });

  it("navigates from the slide-in drawer on a phone", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Companies" }).waitFor();
    await screenshot(page, "drawer");
    await drawer.getByRole("link", { name: "Companies" }).click();
    await page.waitForURL(`${server.baseUrl}/companies`);
    await drawer.waitFor({ state: "detached" });
    await context.close();
  });

  it("reads the legal pages, with their revision date and the retention periods", async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/privacy-policy`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByText("Last revised", { exact: false }).first().waitFor();
      await page.getByText("5 years", { exact: false }).first().waitFor();
      await screenshot(page, "privacy-policy");
      await page.goto(`${server.baseUrl}/terms-of-service`);
      await page.getByText("16", { exact: false }).first().waitFor();
      await screenshot(page, "terms-of-service");
      await context.close();
    }
  });

  it("finds the sign-in page", async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      await screenshot(page, "login");
      await context.close();
    }
  });

  it("gets the 404 page, with status 404, for a missing page", async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const response = await page.goto(`${server.baseUrl}/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
      await screenshot(page, "not-found");
      await context.close();
    }
  });
});
