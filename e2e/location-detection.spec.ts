import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { waitForHydration, type TViewportName } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

// A location lookup that hangs must not keep "Detecting location..." spinning and then leave the
// field empty without a word: detection stops after two seconds (DETECTION_DEADLINE_MS) and,
// when the time zone can't tell either, says so by the field.

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

const DETECTING = "Detecting location...";
const NOT_DETECTED = "We couldn't detect your location. Please enter it yourself.";
/** The two-second deadline and a second's grace for the page to draw the outcome. */
const GIVES_UP_WITHIN_MS = 3_000;

const PAGES = [
  { path: "/register", name: "register", field: (page: Page) => page.getByLabel("Location", { exact: true }) },
  {
    path: "/register-company",
    name: "register-company",
    field: (page: Page) => page.getByLabel("Headquarters Country", { exact: true }),
  },
  { path: "/resume-builder", name: "resume-builder", field: (page: Page) => page.getByLabel(/^Location\*?$/) },
];

describe.each<TViewportName>(["phone", "desktop"])(
  "a visitor on a %s whose location lookup never answers",
  (viewport) => {
    it.each(PAGES)("is told on $path within seconds that the location could not be detected", async (target) => {
      // A browser in UTC: its time zone places nobody, so only the server's lookup could tell.
      const context = await browser.newContext({ viewport: VIEWPORTS[viewport], timezoneId: "UTC" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const lookups: string[] = [];
      const cancelled: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/location") lookups.push(request.url());
      });
      page.on("requestfailed", (request) => {
        if (new URL(request.url()).pathname === "/api/location") cancelled.push(request.failure()?.errorText ?? "");
      });
      // The lookup hangs: the route is never fulfilled.
      await page.route("**/api/location", () => {});

      await page.goto(`${server.baseUrl}${target.path}`);
      await waitForHydration(page);
      await page.getByText(DETECTING).first().waitFor({ state: "visible" });

      await page.getByText(DETECTING).first().waitFor({ state: "hidden", timeout: GIVES_UP_WITHIN_MS });
      // Said politely, by the field, which stays empty for the person to fill.
      const message = page.getByRole("status").filter({ hasText: NOT_DETECTED });
      await message.waitFor({ state: "visible", timeout: 1_000 });
      expect(await target.field(page).inputValue()).toBe("");
      const describedBy = (await target.field(page).getAttribute("aria-describedby")) ?? "";
      expect(describedBy.split(" ")).toContain(await message.getAttribute("id"));
      // The request itself was cancelled, not left running.
      expect(lookups).toHaveLength(1);
      await expect.poll(() => cancelled).toEqual(["net::ERR_ABORTED"]);
      await screenshot(page, `location-not-detected-${target.name}`);

      // Once the person gives a location the note has said its piece.
      if (target.path === "/register-company") await target.field(page).selectOption("Morocco");
      else await target.field(page).fill("Casablanca, Morocco");
      await page.getByText(NOT_DETECTED).waitFor({ state: "detached" });
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
