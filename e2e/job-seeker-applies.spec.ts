// A job seeker applies to a job with a saved resume:
// signed out the job offers "Sign In to Apply"; signed in, Apply Now opens a dialog of the
// seeker's resumes, submitting says so in a toast, and the button stays a disabled "Applied",
// after a reload too. A seeker without a resume is offered the Resume Builder, which returns to
// the job.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail, waitForHydration } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
let jobId = 0;
let jobTitle = "";
beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
  browser = await launchBrowser();
  const response = await fetch(`${server.baseUrl}/api/jobs?pageSize=1`);
  const { jobs } = (await response.json()) as { jobs: { id: number; title: string }[] };
  jobId = jobs[0].id;
  jobTitle = jobs[0].title;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const RESUME = {
  title: "Mina Park - Resume",
  template: "professional",
  personalInfo: {
    fullName: "Mina Park",
    email: "mina.park@example.com",
    phone: "+1 555 0101",
    location: "Berlin, Germany",
  },
  experience: [{ company: "Datalytics", position: "Data Analyst", startDate: "2019-01", current: true }],
  education: [],
  skills: ["SQL", "Python"],
};

/** Screenshots the page at phone and desktop widths, ending at desktop. */
async function screenshotBothWidths(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.phone);
  await screenshot(page, name);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, name);
}

describe("a job seeker applies to a job", () => {
  it("signed out sees Sign In to Apply", async () => {
    const { context, page } = await openPage(browser, "phone");
    await page.goto(`${server.baseUrl}/jobs/${jobId}`);
    await page.getByRole("link", { name: "Sign In to Apply" }).waitFor();
    expect(await page.getByRole("button", { name: "Apply Now" }).count()).toBe(0);
    await context.close();
  });

  it("before the page's script runs, sees Apply Now not ready yet, then working", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("early"),
      password: "apply-pass-123",
      firstName: "Early",
      lastName: "Clicker",
    });
    const created = await context.request.post(`${server.baseUrl}/api/resumes`, {
      data: RESUME,
      headers: { origin: server.baseUrl },
    });
    expect(created.status(), await created.text()).toBe(201);
    const page = await context.newPage();
    // A loaded machine: the page's scripts arrive late.
    let releaseScripts!: () => void;
    const scriptsMayLoad = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/jobs/${jobId}`, { waitUntil: "domcontentloaded" });
    const apply = page.getByRole("button", { name: "Apply Now" });
    await apply.waitFor();
    expect(await apply.isDisabled()).toBe(true);
    expect(await apply.getAttribute("aria-busy")).toBe("true");
    await screenshot(page, "apply-before-script");

    releaseScripts();
    await waitForHydration(page);
    expect(await apply.isDisabled()).toBe(false);
    await apply.click();
    await page.getByRole("dialog", { name: `Apply for ${jobTitle}` }).waitFor();
    await context.close();
  });

  it("applies with a saved resume and then sees a disabled Applied", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("applicant"),
      password: "apply-pass-123",
      firstName: "Mina",
      lastName: "Park",
    });
    const created = await context.request.post(`${server.baseUrl}/api/resumes`, {
      data: RESUME,
      headers: { origin: server.baseUrl },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`${server.baseUrl}/jobs/${jobId}`);
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${jobTitle}` });
    await dialog.waitFor();
    const submit = dialog.getByRole("button", { name: "Submit Application" });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole("radio", { name: /Mina Park - Resume/ }).check();
    expect(await submit.isDisabled()).toBe(false);
    await screenshotBothWidths(page, "apply-dialog");

    await submit.click();
    await expectToast(page, "Application Submitted");
    await page.getByText("Your application has been successfully submitted!").waitFor();
    expect(await dialog.count()).toBe(0);
    const applied = page.getByRole("button", { name: "Applied" });
    await applied.waitFor();
    expect(await applied.isDisabled()).toBe(true);

    await page.reload();
    expect(await page.getByRole("button", { name: "Applied" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Apply Now" }).count()).toBe(0);
    const mine = await context.request.get(`${server.baseUrl}/api/applications`);
    const { applications } = (await mine.json()) as { applications: { jobId: number; status: string }[] };
    expect(applications).toMatchObject([{ jobId, status: "applied" }]);
    await context.close();
  });

  it("without a resume is offered the Resume Builder, which comes back to the job once one is saved", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("no-resume"),
      password: "apply-pass-123",
      firstName: "Noor",
    });
    await page.goto(`${server.baseUrl}/jobs/${jobId}`);
    await page.getByRole("button", { name: "Apply Now" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("You have no saved resume yet").waitFor();
    await dialog.getByRole("link", { name: "Build My Resume" }).click();
    await page.waitForURL(/\/resume-builder\?returnTo=%2Fjobs%2F\d+$/);
    await page.getByRole("heading", { level: 1, name: "AI Resume Builder" }).waitFor();
    await page.getByLabel(/^Full Name/).fill("Noor Haddad");
    await page.getByLabel(/^Email/).fill("noor@example.com");
    await page.getByLabel(/^Phone/).fill("+1 555 0102");
    await page.getByLabel(/^Location/).fill("Berlin, Germany");
    await page.getByLabel(/^Company/).fill("Globex");
    await page.getByLabel(/^Position/).fill("Analyst");
    await page.getByLabel(/^Start Date/).fill("2020-01");
    await page.getByLabel(/^Institution/).fill("TU Berlin");
    await page.getByLabel(/^Degree/).fill("BSc");
    await page.getByLabel(/^Field of Study/).fill("Statistics");
    await page.getByLabel(/^Graduation Date/).fill("2019-07");
    await page.getByRole("button", { name: "Generate Resume Preview" }).click();
    await page.waitForURL(`${server.baseUrl}/jobs/${jobId}`);
    await page.getByRole("button", { name: "Apply Now" }).click();
    await page.getByRole("dialog").getByRole("radio").first().waitFor();
    await context.close();
  });
});
