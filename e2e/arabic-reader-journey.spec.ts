// An Arabic reader goes from the job search to an Arabic resume's PDF without leaving /ar/: the
// labels are the Arabic catalogue's, and the PDF carries Arabic headings and an Arabic sentence
// in the order it is read.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import { launchBrowser } from "./support/browser";
import { openPage, type TViewportName } from "./support/journey";
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

const t = createTranslator("ar");
const SUMMARY = "مهندسة برمجيات تبني تطبيقات ويب سريعة وهادئة";

describe("an Arabic reader", () => {
  it.each<TViewportName>(["phone", "desktop"])(
    "finds a job, signs up and exports an Arabic resume (%s)",
    async (viewport) => {
      const { context, page } = await openPage(browser, viewport);
      try {
        await searchAndOpenJob(page, server.baseUrl, "ar", "Engineer");
        expect(await page.locator("html").getAttribute("lang")).toBe("ar");
        await screenshot(page, `arabic-journey-job-${viewport}`);

        // The account's language is the page's: a new resume is written in it.
        await signUpAsSeeker(page, server.baseUrl, "ar", { first: "ليلى", last: "حداد" });
        const text = await buildAndExportResume(page, server.baseUrl, "ar", {
          phone: "+971 50 123 4567",
          location: "دبي، الإمارات",
          summary: SUMMARY,
          position: "مهندسة برمجيات",
          company: "شركة الأطلس",
          institution: "جامعة القاهرة",
          degree: "بكالوريوس",
          field: "علوم الحاسوب",
        });
        await screenshot(page, `arabic-journey-resume-${viewport}`);
        for (const section of ["summary", "experience", "education"]) {
          expect(text).toContain(t(`resumeTemplates.sections.${section}`));
        }
        expect(text).toContain("ليلى حداد");
        // Read right to left, the sentence keeps its words in order (a left-to-right layout reverses them).
        expect(text.replace(/\s+/g, " ")).toContain(SUMMARY);
      } finally {
        await context.close();
      }
    },
  );
});
