// An administrator edits what the landing page claims. In Content > Figures they hide the "95%"
// match accuracy figure, and a visitor (signed out, in a second browser context) no longer sees it
// on the landing page; in Content > FAQs they add a question, which the visitor then sees as the
// landing page's whole FAQ, its FAQPage structured data carrying exactly that question.
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { apiCaller, expectToast, openPage, type TViewportName } from "./support/journey";
import { screenshot, SCREENSHOT_DIR } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";
import { seriousViolations } from "./support/axe";

const ADMIN = { email: "content.admin@example.com", password: "content-journey-2026" };

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A full-page screenshot taken from the top, so the sticky header is drawn where it belongs. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * One part of the landing page (its sections are laid out only near the screen, so a full-page
 * shot of it would be blank below the fold), scrolled into view first.
 */
async function shootPart(page: Page, part: Locator, name: string) {
  await part.scrollIntoViewIfNeeded();
  await part.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

/** Chooses a Content section as a person would: the list on a wide screen, the select on a phone. */
async function openSection(page: Page, viewport: TViewportName, name: string) {
  if (viewport === "phone") {
    await page.getByRole("combobox", { name: "Content section" }).selectOption({ label: name });
  } else {
    await page.getByRole("navigation", { name: "Content sections" }).getByRole("link", { name }).click();
  }
  await page.getByRole("heading", { level: 2, name }).waitFor();
}

/** The landing page's visible FAQ and its FAQPage structured data, as the page holds them. */
async function landingFaq(page: Page) {
  return page.evaluate(() => {
    const visible = [...document.querySelectorAll("#faq details")].map((details) => ({
      question: details.querySelector("summary")?.textContent?.trim() ?? "",
      answer: details.querySelector("p")?.textContent?.trim() ?? "",
    }));
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? "{}") as { "@type": string; mainEntity?: unknown })
      .find((item) => item["@type"] === "FAQPage") as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    const structured = (data?.mainEntity ?? []).map((entry) => ({
      question: entry.name,
      answer: entry.acceptedAnswer.text,
    }));
    return { visible, structured };
  });
}

describe("an administrator editing the landing page's content", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`hides a marketing figure and adds a question, and a visitor sees both (${viewport})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      const signIn = await context.request.post(`${server.baseUrl}/api/auth/login`, {
        data: ADMIN,
        headers: { origin: server.baseUrl },
      });
      expect(signIn.status()).toBe(200);
      // Each width starts from the defaults: the figure shown, no stored question.
      const api = apiCaller(page, server.baseUrl);
      await api("put", "/api/admin/content/figures/landingMatchAccuracy", { value: null, label: null, hidden: false });
      for (const item of (await api("get", "/api/admin/content/faqs")).items as { id: number }[]) {
        await page.request.delete(`${server.baseUrl}/api/admin/content/faqs/${item.id}`, {
          headers: { Origin: server.baseUrl },
        });
      }

      const visitor = await openPage(browser, viewport);
      await visitor.page.goto(server.baseUrl);
      const figures = visitor.page.getByRole("definition");
      await expect(figures.filter({ hasText: "95%" }).count()).resolves.toBe(1);

      // Figures: hide "95% Match accuracy".
      await page.goto(`${server.baseUrl}/admin?tab=content`);
      await openSection(page, viewport, "Figures");
      const card = page.getByRole("article", { name: "Match accuracy" });
      await card.getByText("Landing page, employer section").waitFor();
      await card.getByRole("button", { name: "Hide" }).click();
      await expectToast(page, "Figure hidden");
      await card.getByText("Hidden", { exact: true }).waitFor();
      await card.getByRole("button", { name: "Show" }).waitFor();
      await shoot(page, "admin-content-figures");
      expect(await seriousViolations(page)).toEqual([]);

      await visitor.page.reload();
      await expect(figures.filter({ hasText: "95%" }).count()).resolves.toBe(0);
      await expect(visitor.page.getByText("Match accuracy", { exact: true }).count()).resolves.toBe(0);
      await expect(figures.filter({ hasText: "50,000+" }).count()).resolves.toBe(1);
      await shootPart(visitor.page, visitor.page.locator("#employers > div").first(), "landing-figure-hidden");

      // FAQs: none stored, so the built-in ones show; add one of the site's own.
      await openSection(page, viewport, "FAQs");
      await page.getByRole("heading", { name: "No questions yet" }).waitFor();
      await page.getByRole("button", { name: "Add question" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a question" });
      const question = `Who runs this site (${viewport})?`;
      const answer = 'A small team in Amman. Write to us at "hello@example.com" <any time>.';
      await dialog.getByRole("textbox", { name: "Question" }).fill(question);
      await dialog.getByRole("textbox", { name: "Answer" }).fill(answer);
      await screenshot(page, "admin-content-faq-dialog");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expectToast(page, "Question added");
      await page.getByRole("listitem", { name: `Question: ${question}` }).waitFor();
      await shoot(page, "admin-content-faqs");
      expect(await seriousViolations(page)).toEqual([]);

      await visitor.page.reload();
      const faq = await landingFaq(visitor.page);
      expect(faq.visible).toEqual([{ question, answer }]);
      expect(faq.structured).toEqual(faq.visible);
      await shootPart(visitor.page, visitor.page.locator("#faq"), "landing-edited-faq");
      await visitor.context.close();
      await context.close();
    });
  }

  it("starts from the built-in testimonials, and the landing page stops calling them illustrative", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await context.request.post(`${server.baseUrl}/api/auth/login`, {
      data: ADMIN,
      headers: { origin: server.baseUrl },
    });
    await page.goto(`${server.baseUrl}/admin?tab=content&section=testimonials`);
    await page.getByRole("heading", { name: "No testimonials yet" }).waitFor();
    await page.getByRole("button", { name: "Start from the built-in testimonials" }).click();
    await expectToast(page, "The built-in testimonials were added");
    const layla = page.getByRole("listitem", { name: "Testimonial by Layla, Data Analyst" });
    await layla.getByRole("button", { name: "Unpublish" }).click();
    await layla.getByText("Not published", { exact: true }).waitFor();
    await shoot(page, "admin-content-testimonials");
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await openPage(browser, "desktop");
    await visitor.page.goto(server.baseUrl);
    const stories = visitor.page.locator("#stories");
    await stories.getByText("What people who use Hirewise tell us.").waitFor();
    await expect(stories.getByText("Layla", { exact: true }).count()).resolves.toBe(0);
    await expect(stories.getByText("Daniel", { exact: true }).count()).resolves.toBe(1);
    await shootPart(visitor.page, stories, "landing-site-testimonials");
    await visitor.context.close();
    await context.close();
  });
});
