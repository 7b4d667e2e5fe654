// When the server gives no answer of its own (it cannot be reached, or a proxy answers with its
// own error page), each form says the product's fallback sentence: "Login failed",
// "Registration failed", "Logout failed" and, after signing in, "Failed to fetch user".
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, uniqueEmail } from "./support/journey";
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

/** Makes a proxy in front answer this API path with its own HTML error page. */
async function proxyFails(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad Gateway</body></html>" }),
  );
}

describe("forms whose call gets no answer of ours", () => {
  it("say Registration failed, Login failed, Failed to fetch user and Logout failed", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const password = "s3cret-pass";
    const email = uniqueEmail("unlucky");

    await proxyFails(page, "/api/auth/register");
    await page.goto(`${server.baseUrl}/register`);
    await page.getByLabel("First Name").fill("Lina");
    await page.getByLabel("Last Name").fill("Saad");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectToast(page, "Registration Failed");
    await expectToast(page, "Registration failed");
    await screenshot(page, "register-no-answer");

    // The account exists (made through the API); signing in meets the failing proxy.
    const made = await page.request.post(`${server.baseUrl}/api/auth/register`, {
      headers: { Origin: server.baseUrl },
      data: seekerInput({ email, password }),
    });
    if (made.status() !== 201) throw new Error(await made.text());
    await page.request.post(`${server.baseUrl}/api/auth/logout`, { headers: { Origin: server.baseUrl } });

    await page.route("**/api/auth/login", (route) => route.abort("connectionrefused"));
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Sign In Failed");
    await expectToast(page, "Login failed");

    // Signing in works, but the user cannot be fetched after it.
    await page.unroute("**/api/auth/login");
    await proxyFails(page, "/api/auth/user");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectToast(page, "Welcome back!");
    await expectToast(page, "Failed to fetch user");
    await page.waitForURL(`${server.baseUrl}/dashboard`);

    await proxyFails(page, "/api/auth/logout");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Sign out" }).click();
    await expectToast(page, "Sign Out Error");
    await expectToast(page, "Logout failed");
    await screenshot(page, "logout-no-answer");
    await context.close();
  });
});
