// An administrator writes the Contact page in Markdown in Admin > Content > Pages (starting from
// the "Contact" quick start), previews it, publishes it; a visitor, signed out, then finds
// "Contact Us" in the footer as a link (no longer "Coming soon") and follows it to the page,
// where the Markdown's heading and link are shown, then the operator's name, address and e-mail. The second width edits the published page. In
// Content > Media the administrator uploads an image and sees it listed with its dimensions.
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "pages.admin@example.com", password: "pages-journey-2026" };
// The operator's identity (Settings > General, here from the environment), which the Contact page shows.
const OPERATOR = {
  OPERATOR_NAME: "Example Careers Ltd",
  OPERATOR_ADDRESS: "1 Example Street, London",
  OPERATOR_EMAIL: "hello@example.com",
};

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...OPERATOR } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe("an administrator publishing the Contact page", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`writes and publishes it, and a visitor follows the footer's Contact Us to it (${viewport})`, async () => {
      const heading = viewport === "phone" ? "Write to us" : "Talk to our team";
      const { context, page } = await openPage(browser, viewport);
      const signIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
        data: ADMIN,
        headers: { origin: server.baseUrl },
      });
      expect(signIn.status()).toBe(200);

      await page.goto(`${server.baseUrl}/admin?tab=content&section=pages`);
      if (viewport === "phone") {
        await page.getByText("No pages yet").waitFor();
        await page.getByRole("link", { name: "New page" }).click();
        await page.getByRole("heading", { name: "New page" }).waitFor();
        await page.getByRole("button", { name: "Contact", exact: true }).click();
        expect(await page.getByRole("textbox", { name: "Address" }).inputValue()).toBe("contact");
        expect(await page.getByRole("textbox", { name: "Title" }).inputValue()).toBe("Contact");
      } else {
        await page.getByRole("link", { name: "Edit Contact" }).click();
        await page.getByRole("heading", { name: "Edit page" }).waitFor();
      }
      await page
        .getByRole("textbox", { name: "Text (Markdown)" })
        .fill(`# ${heading}\n\nWrite to [our team](mailto:team@example.com) or see the [open jobs](/jobs).`);
      await page.getByRole("textbox", { name: "Description" }).fill("How to reach the people behind the site.");
      await page.getByRole("tab", { name: "Preview" }).click();
      await page.getByRole("tabpanel").getByRole("heading", { name: heading }).waitFor();
      await page.getByRole("checkbox", { name: "Published" }).check();
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, "admin-content-page-editor");
      await page.getByRole("button", { name: "Save page" }).click();
      await expectToast(page, "Page saved");
      const row = page.getByRole("row").filter({ hasText: "/pages/contact" });
      await row.getByText("Published", { exact: true }).waitFor();
      await page.getByText("Page saved", { exact: true }).waitFor({ state: "hidden", timeout: 15_000 });
      await shoot(page, "admin-content-pages");
      expect(await seriousViolations(page)).toEqual([]);

      // A visitor, signed out, in a context of their own.
      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(`${server.baseUrl}/`);
      const footer = visitor.page.getByRole("contentinfo");
      await footer.getByRole("link", { name: "Contact Us" }).click();
      await visitor.page.waitForURL(`${server.baseUrl}/pages/contact`);
      await visitor.page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
      await visitor.page.getByRole("heading", { level: 2, name: heading }).waitFor();
      expect(await visitor.page.getByRole("link", { name: "our team" }).getAttribute("href")).toBe(
        "mailto:team@example.com",
      );
      expect(await visitor.page.title()).toContain("Contact");
      const operator = visitor.page.getByRole("region", { name: "Who runs this site" });
      await operator.getByText(OPERATOR.OPERATOR_NAME).waitFor();
      await operator.getByText(OPERATOR.OPERATOR_ADDRESS).waitFor();
      expect(await operator.getByRole("link", { name: OPERATOR.OPERATOR_EMAIL }).getAttribute("href")).toBe(
        `mailto:${OPERATOR.OPERATOR_EMAIL}`,
      );
      // Career Advice has no page yet: still "Coming soon", not a link.
      expect(await footer.getByRole("link", { name: "Career Advice" }).count()).toBe(0);
      expect(await seriousViolations(visitor.page)).toEqual([]);
      await shoot(visitor.page, "content-page-contact");
      await visitor.context.close();
      await context.close();
    });
  }

  for (const viewport of ["phone", "desktop"] as const) {
    it(`uploads an image to Media and lists it in its proportions (${viewport})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      await context.request.post(`${server.baseUrl}/api/auth/login`, {
        data: ADMIN,
        headers: { origin: server.baseUrl },
      });
      await page.goto(`${server.baseUrl}/admin?tab=content&section=media`);
      await page.getByRole("heading", { name: "Upload an image" }).waitFor();
      const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
      const fileName = `banner-${viewport}.png`;
      await page.locator("input[type=file]").setInputFiles({ name: fileName, mimeType: "image/png", buffer: png });
      await page.getByRole("textbox", { name: "Alt text" }).fill(`A teal banner (${viewport})`);
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expectToast(page, "Image uploaded");
      const card = page.getByRole("listitem").filter({ hasText: fileName });
      await card.getByText("2000 × 667 px").waitFor();
      await card.getByRole("img", { name: `A teal banner (${viewport})` }).waitFor();
      await card.getByRole("button", { name: `Copy URL of ${fileName}` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByText("Image uploaded", { exact: true }).waitFor({ state: "hidden", timeout: 15_000 });
      await shoot(page, "admin-content-media");
      await context.close();
    });
  }
});
