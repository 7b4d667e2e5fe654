import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, uniqueEmail, type TViewportName } from "./support/journey";
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

describe.each<TViewportName>(["desktop", "phone"])("a company on %s", (viewport) => {
  it("creates a company account with its profile and lands on its dashboard", async () => {
    const { context, page } = await openPage(browser, viewport);
    const email = uniqueEmail(`talent-${viewport}`);
    await page.goto(`${server.baseUrl}/register-company`);
    await screenshot(page, "register-company");

    await page.getByLabel("Company Name").fill("Acme Robotics");
    await page.getByLabel("Work Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill("abc");
    await page.getByRole("button", { name: "Create Company Account" }).click();
    await expectToast(page, "Missing Information");

    await page.getByLabel("Company Website").fill("https://acme-robotics.example.com");
    await page.getByLabel("Industry").selectOption("Manufacturing");
    await page.getByLabel("Company Size").selectOption("51-200");
    await page.getByLabel("Company Description").fill("We build warehouse robots.");
    await page.getByLabel("Contact Name").fill("Omar Haddad");
    await page.getByLabel("Job Title").fill("Head of Talent");
    await page.getByRole("button", { name: "Create Company Account" }).click();
    await expectToast(page, "Password Too Short");

    await page.getByLabel(/^Password\*?$/).fill("long-enough");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Company Account" }).click();
    await expectToast(page, "Welcome to Hirewise!");
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    // A company sees "Find Candidates" instead of "Job Seekers".
    await page.getByRole("link", { name: "Find Candidates" }).first().waitFor({ state: "attached" });
    await screenshot(page, "dashboard-company");

    const user = await context.request.get(`${server.baseUrl}/api/auth/user`);
    expect(await user.json()).toMatchObject({
      email,
      firstName: "Omar",
      lastName: "Haddad",
      userType: "company",
      companyName: "Acme Robotics",
    });
    await context.close();
  });
});
