// A French reader goes from the job search to a French resume's PDF without leaving /fr/, by the
// French catalogue's labels.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { launchBrowser } from "./support/browser";
import { openPage } from "./support/journey";
import { buildAndExportResume, searchAndOpenJob, signUpAsSeeker } from "./support/reader-journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const t = createTranslator("fr");

describe("a French reader", () => {
  it("finds a job, signs up and exports a French resume", async () => {
    const { context, page } = await openPage(browser, "desktop");
    try {
      await searchAndOpenJob(page, server.baseUrl, "fr", "Engineer");
      expect(await page.locator("html").getAttribute("lang")).toBe("fr");

      await signUpAsSeeker(page, server.baseUrl, "fr", { first: "Claire", last: "Martin" });
      const text = await buildAndExportResume(page, server.baseUrl, "fr", {
        phone: "+33 6 12 34 56 78",
        location: "Lyon, France",
        summary: "Ingénieure logiciel qui livre des applications web rapides.",
        position: "Ingénieure logiciel",
        company: "Atelier Numérique",
        institution: "Université de Lyon",
        degree: "Master",
        field: "Informatique",
      });
      await screenshot(page, "french-journey-resume");
      for (const section of ["summary", "experience", "education"]) {
        // The template sets headings in capitals.
        expect(text).toContain(t(`resumeTemplates.sections.${section}`).toLocaleUpperCase("fr"));
      }
      expect(text).toContain("Claire Martin");
    } finally {
      await context.close();
    }
  });
});
