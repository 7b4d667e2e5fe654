// First-party page views. Every page sends the beacon on load and on each client-side
// navigation, with the path only (never the query), and the server accepts it.
import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { openPage } from "./support/journey";
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

describe("a visitor browsing the site", () => {
  it("is counted on the first page and on each client-side navigation, without the query", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const beacons: { body: unknown; status: Promise<number | undefined> }[] = [];
    page.on("request", (request: Request) => {
      if (new URL(request.url()).pathname === "/api/events/page-view") {
        beacons.push({
          body: request.postDataJSON(),
          status: request.response().then((response) => response?.status()),
        });
      }
    });
    await page.goto(`${server.baseUrl}/?utm_source=newsletter`);
    await expect.poll(() => beacons.length).toBe(1);
    await page.getByRole("navigation").first().getByRole("link", { name: "Find Jobs" }).click();
    await page.waitForURL(`${server.baseUrl}/jobs`);
    await expect.poll(() => beacons.length).toBe(2);

    expect(beacons.map((beacon) => beacon.body)).toEqual([{ path: "/" }, { path: "/jobs" }]);
    expect(await Promise.all(beacons.map((beacon) => beacon.status))).toEqual([202, 202]);
    await context.close();
  });
});
