// A company edits its profile in /settings > Company: an invalid website is refused under its
// field with "Update Failed", the saved profile ("Profile Updated") is there after a reload and
// in the preview, a wide logo is uploaded (shown whole, on a square) and removed again (the
// generated one is back), and "View public page" opens the public page with the new name. A job
// seeker's settings have no Company tab.
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

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

const UPLOADED_LOGO = /^\/uploads\/[0-9a-f]{64}\.png$/;
const GENERATED_LOGO = /^\/api\/companies\/\d+\/logo$/;

const panel = (page: Page) => page.getByRole("tabpanel", { name: "Company" });

/** The logo the Company section shows beside "Company Logo". */
const logoImage = (page: Page) => panel(page).getByRole("region", { name: "Company Logo" }).locator("img").first();

async function openCompanyTab(page: Page) {
  await page.goto(`${server.baseUrl}/settings`);
  await page.getByRole("tab", { name: "Company" }).click();
  await panel(page).getByRole("heading", { level: 2, name: "Company Profile" }).waitFor();
}

describe("a company edits its profile", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`refuses a bad website, saves the profile, uploads and removes a logo and opens its public page (${viewport})`, async () => {
      const stamp = `${viewport}${Date.now()}`;
      const { context, page } = await openPage(browser, viewport);
      const call = apiCaller(page, server.baseUrl);
      await call(
        "post",
        "/api/auth/register",
        companyInput({ email: uniqueEmail("company-profile") }, { name: `Acme Robotics ${stamp}` }),
      );
      await openCompanyTab(page);
      const section = panel(page);
      await expect.poll(() => section.getByLabel("Company Name").inputValue()).toBe(`Acme Robotics ${stamp}`);
      expect(await section.getByLabel("Headquarters City").inputValue()).toBe("Berlin");
      expect(await logoImage(page).getAttribute("src")).toMatch(GENERATED_LOGO);
      expect(await section.getByRole("button", { name: "Remove Logo" }).count()).toBe(0);

      // A website that is no web address: refused under the field, nothing saved.
      const website = section.getByLabel("Company Website");
      await website.fill("javascript:alert(1)");
      await section.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Update Failed");
      await page.getByText("Failed to update profile. Please try again").first().waitFor();
      await section.getByText("Enter a web address, such as example.com/you").waitFor();
      expect(await website.getAttribute("aria-invalid")).toBe("true");
      expect(await website.evaluate((input) => input === document.activeElement)).toBe(true);

      // The whole profile; the preview follows as it is typed.
      const name = `Northwind Freight ${stamp}`;
      await section.getByLabel("Company Name").fill(name);
      await section.getByRole("article", { name }).waitFor();
      await website.fill("northwind.example");
      expect(await website.getAttribute("aria-invalid")).toBe("false");
      await section.getByLabel("Industry").selectOption("Logistics & Transportation");
      await section.getByLabel("Company Size").selectOption("201-1000");
      await section.getByLabel("Headquarters Country").selectOption("Morocco");
      await section.getByLabel("Headquarters City").selectOption("Casablanca");
      await section.getByLabel("Company Description").fill("Freight across the Maghreb.\n<b>On time</b>, every time.");
      await section.getByLabel("Founded Year").fill("1998");
      await section.getByLabel("LinkedIn", { exact: true }).fill("linkedin.com/company/northwind");
      await section.getByLabel("Instagram", { exact: true }).fill("https://instagram.com/northwind");
      await section.getByLabel("Contact Name").fill("Salma Idrissi");
      await section.getByLabel("Job Title").fill("Talent Lead");
      const preview = section.getByRole("article", { name });
      await preview.getByText("Casablanca, Morocco").waitFor();
      await preview.getByText("Founded 1998").waitFor();
      await preview.getByText("<b>On time</b>, every time.", { exact: false }).waitFor();
      await section.getByRole("button", { name: "Save Changes" }).click();
      await expectToast(page, "Profile Updated");
      // The server's form of the address.
      await expect.poll(() => website.inputValue()).toBe("https://northwind.example");

      // A wide logo: shown whole on a square.
      const wide = await sharp({ create: { width: 800, height: 200, channels: 3, background: "#1d4ed8" } })
        .png()
        .toBuffer();
      await section.getByLabel("Upload Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: wide });
      await expectToast(page, "Logo Updated");
      await section.getByRole("button", { name: "Remove Logo" }).waitFor();
      await expect.poll(() => logoImage(page).getAttribute("src")).toMatch(UPLOADED_LOGO);
      const uploaded = await logoImage(page).getAttribute("src");
      const size = await logoImage(page).evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      });
      expect(size.width).toBe(size.height);
      expect(await preview.locator("img").getAttribute("src")).toBe(uploaded);

      expect(await seriousViolations(page, { include: "[role=tabpanel]:not([hidden])" })).toEqual([]);
      await screenshot(page, "settings-company");

      // Saved: there after a reload.
      await openCompanyTab(page);
      await expect.poll(() => section.getByLabel("Company Name").inputValue()).toBe(name);
      expect(await section.getByLabel("Industry").inputValue()).toBe("Logistics & Transportation");
      expect(await section.getByLabel("Company Size").inputValue()).toBe("201-1000");
      expect(await section.getByLabel("Headquarters Country").inputValue()).toBe("Morocco");
      expect(await section.getByLabel("Headquarters City").inputValue()).toBe("Casablanca");
      expect(await section.getByLabel("Founded Year").inputValue()).toBe("1998");
      expect(await section.getByLabel("LinkedIn", { exact: true }).inputValue()).toBe(
        "https://linkedin.com/company/northwind",
      );
      expect(await section.getByLabel("X", { exact: true }).inputValue()).toBe("");
      expect(await section.getByLabel("Contact Name").inputValue()).toBe("Salma Idrissi");
      expect(await section.getByLabel("Job Title").inputValue()).toBe("Talent Lead");
      expect(await logoImage(page).getAttribute("src")).toBe(uploaded);

      // Remove Logo: the generated one is back.
      await section.getByRole("button", { name: "Remove Logo" }).click();
      await expectToast(page, "Logo Removed");
      await expect.poll(() => logoImage(page).getAttribute("src")).toMatch(GENERATED_LOGO);
      expect(await section.getByRole("button", { name: "Remove Logo" }).count()).toBe(0);

      // The public page, under the new name.
      await section.getByRole("link", { name: "View public page" }).click();
      await page.getByRole("heading", { level: 1, name }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/companies\/\d+-northwind-freight-/);
      await context.close();
    });
  }

  it("is not offered to a job seeker", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await apiCaller(page, server.baseUrl)(
      "post",
      "/api/auth/register",
      seekerInput({ email: uniqueEmail("no-company") }),
    );
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("tab", { name: "Profile" }).waitFor();
    expect(await page.getByRole("tab", { name: "Company" }).count()).toBe(0);
    await context.close();
  });
});
