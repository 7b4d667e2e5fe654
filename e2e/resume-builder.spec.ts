import fs from "node:fs";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail, type TViewportName } from "./support/journey";
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

const DRAFT_KEY = "hirewise.resumeDraft";
const PASSWORD = "s3cret-pass";

/** A CSP violation or a hydration mismatch shows up as a console error. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** React has taken over the server's HTML and the draft has been read back. */
async function openBuilder(page: Page, path = "/resume-builder") {
  await page.goto(`${server.baseUrl}${path}`);
  await page.getByRole("heading", { level: 1, name: "AI Resume Builder" }).waitFor();
  await page.waitForFunction(() => {
    const input = document.querySelector("#resume-full-name");
    return Boolean(input && Object.keys(input).some((key) => key.startsWith("__reactFiber")));
  });
  await page.waitForLoadState("networkidle");
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
const progress = (page: Page) => page.getByRole("progressbar", { name: "Resume progress" });
const preview = (page: Page) => page.getByRole("article", { name: /^Resume preview/ });
const myResumes = (page: Page) => page.getByRole("region", { name: "My Resumes" });

async function fillJane(page: Page) {
  await field(page, "Full Name").fill("Jane Doe");
  await field(page, "Email").fill("jane.doe@example.com");
  await field(page, "Phone").fill("+212 600 123 456");
  await field(page, "Location").fill("Casablanca, Morocco");
  await field(page, "Professional Summary").fill("Product engineer who ships calm, fast web apps.");
  await field(page, "Position").fill("Senior Engineer");
  await field(page, "Company").fill("Atlas Labs");
  await field(page, "Start Date").fill("2021-03");
  await field(page, "Description").fill("- Led the checkout rewrite\n- Cut page load by 40%");
  await field(page, "Institution").fill("Mohammed V University");
  await field(page, "Degree").fill("BSc");
  await field(page, "Field of Study").fill("Computer Science");
  await field(page, "Graduation Date").fill("2018-06");
  await field(page, "GPA").fill("3.8/4.0");
}

async function addSkills(page: Page, skills: string[]) {
  const input = page.getByLabel("New skill");
  for (const skill of skills) {
    await input.fill(skill);
    await input.press("Enter");
  }
}

async function signUp(page: Page, name: string, lastName?: string) {
  const email = uniqueEmail(name);
  await signUpThroughApi(page.context(), server.baseUrl, { email, password: PASSWORD, firstName: name, lastName });
  return email;
}

/** How many resumes the signed-in account has on the server. */
const countResumes = (page: Page) =>
  page.evaluate(async () => {
    const answer = (await (await fetch("/api/resumes")).json()) as { resumes: unknown[] };
    return answer.resumes.length;
  });

describe("a job seeker builds a resume", () => {
  it("fills the form, previews it, saves, picks a template, downloads the PDF and manages saved resumes", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const consoleErrors = collectConsoleErrors(page);
    const email = await signUp(page, "Jane", "Doe");
    await openBuilder(page);

    // A new resume starts from the account: name and e-mail are there, so contact is 1 of 5 sections.
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe("Jane Doe");
    expect(await field(page, "Email").inputValue()).toBe(email.toLowerCase());
    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("20");
    // From 1024 px the preview stands beside the form and follows it as it is typed.
    await preview(page).getByText("Jane Doe").first().waitFor();
    await field(page, "Location").fill("");
    await screenshot(page, "resume-builder-empty");

    // An empty submit shows every required field's message under its field.
    await field(page, "Full Name").fill("");
    await field(page, "Email").fill("");
    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("0");
    await page.getByRole("button", { name: "Generate Resume Preview" }).click();
    for (const message of [
      "Full name is required",
      "Invalid email address",
      "Phone number is required",
      "Location is required",
      "Company is required",
      "Position is required",
      "Start date is required",
      "Institution is required",
      "Degree is required",
      "Field of study is required",
      "Graduation date is required",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await field(page, "Full Name").getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "resume-builder-errors");

    // The bar moves as sections get enough to print.
    await field(page, "Full Name").fill("Jane Doe");
    await field(page, "Email").fill("jane.doe@example.com");
    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("20");
    await fillJane(page);
    // Until a title is typed, the resume is to be saved under its latest role.
    await expect.poll(() => page.getByLabel("Resume title").getAttribute("placeholder")).toBe("Senior Engineer");
    await page.getByText("Full name is required").waitFor({ state: "detached" });
    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("80");
    await preview(page).getByText("Atlas Labs").first().waitFor();

    // The AI never overwrites the summary the person wrote: it offers its own beside it.
    const typedSummary = "Product engineer who ships calm, fast web apps.";
    await page.getByRole("button", { name: "Generate with AI" }).click();
    const suggestion = page.getByRole("region", { name: "Suggested summary" });
    await suggestion.waitFor();
    const suggested = await suggestion.locator("p").nth(1).innerText();
    expect(suggested).toContain("Senior Engineer at Atlas Labs");
    expect(await field(page, "Professional Summary").inputValue()).toBe(typedSummary);
    await screenshot(page, "resume-builder-summary-suggestion");
    await suggestion.getByRole("button", { name: "Keep mine" }).click();
    await suggestion.waitFor({ state: "detached" });
    expect(await field(page, "Professional Summary").inputValue()).toBe(typedSummary);
    await page.getByRole("button", { name: "Generate with AI" }).click();
    await suggestion.getByRole("button", { name: "Replace" }).click();
    await expectToast(page, "Summary Generated");
    await page.getByText("AI has generated your professional summary!").waitFor();
    await expect.poll(() => field(page, "Professional Summary").inputValue()).toBe(suggested);

    // Current Position disables End Date.
    const currentSwitch = page.getByRole("switch", { name: "Current Position" });
    await currentSwitch.click();
    expect(await currentSwitch.getAttribute("aria-checked")).toBe("true");
    expect(await field(page, "End Date").isDisabled()).toBe(true);

    // A second experience can be added and removed; the only one has no remove button.
    expect(await page.getByRole("button", { name: "Remove experience 1" }).count()).toBe(0);
    await page.getByRole("button", { name: "Add Experience" }).click();
    await page.getByRole("group", { name: "Experience 2" }).waitFor();
    await page.getByRole("button", { name: "Remove experience 2" }).click();
    await page.getByRole("group", { name: "Experience 2" }).waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "Remove experience 1" }).count()).toBe(0);

    // Skills: Enter adds, trimmed; a duplicate is refused; × removes.
    await addSkills(page, ["TypeScript", "  React  ", "react"]);
    await page.getByText("React is already in your skills.").waitFor();
    expect(await page.getByLabel("New skill").inputValue()).toBe("react");
    await addSkills(page, ["Go"]);
    const skillList = page.getByRole("list", { name: "Your skills" });
    expect(await skillList.getByRole("listitem").allInnerTexts()).toEqual(["TypeScript\n×", "React\n×", "Go\n×"]);
    await page.getByRole("button", { name: "Remove Go" }).click();
    await expect.poll(() => skillList.getByRole("listitem").count()).toBe(2);
    await screenshot(page, "resume-builder-filled");

    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("100");
    await page.getByRole("button", { name: "Generate Resume Preview" }).click();
    await expectToast(page, "Resume Saved");
    await page.getByText("Your resume has been saved successfully!").waitFor();
    await preview(page).getByText("Jane Doe").first().waitFor();
    await preview(page).getByText("Atlas Labs").first().waitFor();
    await preview(page)
      .getByText(/Present/)
      .first()
      .waitFor();
    expect(await preview(page).getAttribute("data-template")).toBe("professional");
    await screenshot(page, "resume-builder-preview-professional");

    // A template changes the preview at once.
    await page.getByRole("button", { name: "Modern", exact: true }).click();
    expect(await page.getByRole("button", { name: "Modern", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => preview(page).getAttribute("data-template")).toBe("modern");
    await screenshot(page, "resume-builder-preview-modern");

    // Download: the template change is saved first, then the real PDF arrives.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("Jane_Doe_Resume.pdf");
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 4).toString("latin1")).toBe("%PDF");
    await expectToast(page, "Download Complete");
    expect(await countResumes(page)).toBe(1);

    // After a reload: the resume is in the form and in My Resumes.
    await openBuilder(page);
    expect(await field(page, "Full Name").inputValue()).toBe("Jane Doe");
    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("100");
    expect(await page.getByRole("button", { name: "Modern", exact: true }).getAttribute("aria-pressed")).toBe("true");
    const list = myResumes(page);
    await list.getByRole("button", { name: "Open Senior Engineer" }).waitFor();
    await list.getByText("Editing").waitFor();
    await screenshot(page, "resume-builder-my-resumes");

    // New Resume starts from the account (nothing unsaved, so nothing to confirm); opening
    // the saved one from it asks nothing either, as nothing was changed.
    await list.getByRole("button", { name: "New Resume" }).click();
    await expect.poll(() => field(page, "Company").inputValue()).toBe("");
    expect(await field(page, "Full Name").inputValue()).toBe("Jane Doe");
    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("20");
    await list.getByRole("button", { name: "Open Senior Engineer" }).click();
    await expect.poll(() => field(page, "Company").inputValue()).toBe("Atlas Labs");
    expect(await page.getByRole("dialog").count()).toBe(0);

    // Unsaved work asks before it is replaced.
    await list.getByRole("button", { name: "New Resume" }).click();
    await expect.poll(() => field(page, "Company").inputValue()).toBe("");
    await field(page, "Full Name").fill("Someone Else");
    await list.getByRole("button", { name: "Open Senior Engineer" }).click();
    const discard = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await discard.getByRole("button", { name: "Discard Changes" }).click();
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe("Jane Doe");
    expect(await field(page, "Company").inputValue()).toBe("Atlas Labs");

    // Rename.
    await list.getByRole("button", { name: "Actions for Senior Engineer" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const renameDialog = page.getByRole("dialog", { name: "Rename resume" });
    await renameDialog.getByLabel(/^Resume title\*?$/).fill("Jane Doe - Product Engineer");
    await screenshot(page, "resume-builder-rename");
    await renameDialog.getByRole("button", { name: "Save Title" }).click();
    await expectToast(page, "Resume Renamed");
    await list.getByRole("button", { name: "Open Jane Doe - Product Engineer" }).waitFor();
    // The builder shows the open resume's new title, and nothing counts as unsaved.
    await expect.poll(() => page.getByLabel("Resume title").inputValue()).toBe("Jane Doe - Product Engineer");

    // Duplicate, then delete the copy after confirming.
    await list.getByRole("button", { name: "Actions for Jane Doe - Product Engineer" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expectToast(page, "Resume Duplicated");
    await expect.poll(() => list.getByRole("button", { name: /^Open / }).count()).toBe(2);
    const copy = list.getByRole("button", { name: /^Actions for / }).first();
    const copyTitle = (await copy.getAttribute("aria-label"))!.replace("Actions for ", "");
    await copy.click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete this resume?" });
    await deleteDialog.getByText(copyTitle, { exact: false }).waitFor();
    await screenshot(page, "resume-builder-delete");
    await deleteDialog.getByRole("button", { name: "Delete Resume" }).click();
    await expectToast(page, "Resume Deleted");
    await expect.poll(() => list.getByRole("button", { name: /^Open / }).count()).toBe(1);

    // A deep link opens that resume.
    const id = await page.evaluate(
      (key) => (JSON.parse(window.localStorage.getItem(key) ?? "{}") as { resumeId?: number }).resumeId,
      DRAFT_KEY,
    );
    await page.evaluate((key) => window.localStorage.removeItem(key), DRAFT_KEY);
    await openBuilder(page, `/resume-builder?id=${id}`);
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe("Jane Doe");
    await page.waitForURL(`${server.baseUrl}/resume-builder`);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe.each<TViewportName>(["phone", "desktop"])("a visitor on %s", (viewport) => {
  it("fills the form, is asked to sign in to save, and finds the form again after signing in", async () => {
    const { context, page } = await openPage(browser, viewport);
    const consoleErrors = collectConsoleErrors(page);
    const email = uniqueEmail(`visitor-${viewport}`);
    // The account exists already; this browser is not signed in.
    const response = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ email, password: PASSWORD, firstName: "Sam", acceptTerms: true }),
    });
    expect(response.status).toBe(201);

    await openBuilder(page);
    await page.getByRole("button", { name: "Sign in to Download" }).waitFor();
    await page.getByText("Save your work").waitFor();
    await screenshot(page, "resume-builder-visitor");
    await fillJane(page);
    await field(page, "Full Name").fill("Sam Visitor");
    await addSkills(page, ["SQL"]);

    // AI needs an account too.
    await page.getByRole("button", { name: "Generate with AI" }).click();
    await expectToast(page, "Login Required");
    await page.getByText("Please sign in to use AI content generation.").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "AI Resume Builder" }).waitFor();
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe("Sam Visitor");

    await page.getByRole("button", { name: "Sign in to Download" }).click();
    await page.getByText("Please sign in to download your resume.").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "AI Resume Builder" }).waitFor();

    await page.getByRole("button", { name: "Sign in to Save" }).click();
    await expectToast(page, "Login Required");
    await page.getByText("Please sign in to save your resume.").waitFor();
    await page.waitForURL(`${server.baseUrl}/login`);
    expect(await page.evaluate(() => window.localStorage.getItem("hirewise.redirectAfterLogin"))).toBe(
      "/resume-builder",
    );

    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${server.baseUrl}/resume-builder`);
    await page.getByRole("heading", { level: 1, name: "AI Resume Builder" }).waitFor();
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe("Sam Visitor");
    expect(await field(page, "Company").inputValue()).toBe("Atlas Labs");
    await page.getByRole("list", { name: "Your skills" }).getByText("SQL").waitFor();
    await myResumes(page).getByText("No saved resumes yet").waitFor();
    await screenshot(page, "resume-builder-after-sign-in");

    // A failed save says so and changes nothing.
    await page.route("**/api/resumes", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Save Resume" }).click();
    await expectToast(page, "Error");
    await page.getByText("Failed to save resume. Please try again.").waitFor();
    // The bar measures what the resume holds, saved or not.
    await expect.poll(() => progress(page).getAttribute("aria-valuenow")).toBe("100");
    await page.unroute("**/api/resumes");

    // Signed in now, Save really saves and stays on the form.
    await page.getByRole("button", { name: "Save Resume" }).click();
    await expectToast(page, "Resume Saved");
    await page.getByText("Your resume has been saved to your account.").waitFor();
    await myResumes(page).getByRole("button", { name: "Open Senior Engineer" }).waitFor();
    if (viewport === "phone") {
      expect(await page.getByRole("tab", { name: "Build Resume" }).getAttribute("aria-selected")).toBe("true");
      await page.getByRole("tab", { name: "Preview" }).click();
    } else {
      // From 1024 px the preview stands beside the form: there are no tabs.
      expect(await page.getByRole("tab").count()).toBe(0);
    }
    await preview(page).getByText("Sam Visitor").first().waitFor();
    await screenshot(page, "resume-builder-preview");
    if (viewport === "phone") {
      // On a phone the PDF opens in a new tab.
      // The new tab only downloads (and Chromium then closes it): listen on it from its start.
      const downloadPromise = new Promise<Download>((resolve) => {
        page.once("download", resolve);
        context.once("page", (popup) => popup.once("download", resolve));
      });
      await page.getByRole("tabpanel", { name: "Preview" }).getByRole("button", { name: "Download PDF" }).click();
      const download = await downloadPromise;
      expect(download.url()).toMatch(/\/api\/resumes\/\d+\/download\?template=professional$/);
      expect(download.suggestedFilename()).toBe("Sam_Visitor_Resume.pdf");
    }

    // The only failed request is the save this journey made fail on purpose.
    expect(consoleErrors.filter((error) => !error.includes("status of 500"))).toEqual([]);
    await context.close();
  });
});

describe("a visitor on a phone", () => {
  it("sees the location being detected, then filled in, and every message on an empty submit", async () => {
    const { context, page } = await openPage(browser, "phone");
    const consoleErrors = collectConsoleErrors(page);
    // The builder's code (zod schemas and all) runs within the Content-Security-Policy.
    const cdp = await context.newCDPSession(page);
    const cspIssues: string[] = [];
    cdp.on("Audits.issueAdded", (event) => {
      if (event.issue.code === "ContentSecurityPolicyIssue") cspIssues.push(JSON.stringify(event.issue.details));
    });
    await cdp.send("Audits.enable");
    let releaseDetection = () => {};
    const detectionHeld = new Promise<void>((resolve) => (releaseDetection = resolve));
    await page.route("**/api/location", async (route) => {
      await detectionHeld;
      // A detected place (a browser in UTC, as CI's is, gives none).
      const json = {
        source: "ip",
        country: "United States",
        city: "New York",
        countryCode: "US",
        timezone: "America/New_York",
      };
      await route.fulfill({ json });
    });
    await page.goto(`${server.baseUrl}/resume-builder`);
    await page.getByText("Detecting location...").waitFor();
    // Answered at once: detection gives up after two seconds, which a screenshot here could take.
    releaseDetection();
    await expect.poll(() => field(page, "Location").inputValue()).toBe("New York, United States");
    await page.getByText("Detecting location...").waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Generate Resume Preview" }).click();
    await page.getByText("Full name is required").waitFor();
    await page.getByText("Graduation date is required").waitFor();
    // The first invalid field takes the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("resume-full-name");
    await screenshot(page, "resume-builder-errors");
    expect(consoleErrors).toEqual([]);
    expect(cspIssues).toEqual([]);
    await context.close();
  });
});

describe("signing out", () => {
  it("clears the resume draft from the browser", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await signUp(page, "leaver");
    await openBuilder(page);
    await field(page, "Full Name").fill("Private Person");
    await page.waitForFunction((key) => window.localStorage.getItem(key)?.includes("Private Person"), DRAFT_KEY);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expectToast(page, "Signed Out");
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).toBeNull();

    await openBuilder(page);
    expect(await field(page, "Full Name").inputValue()).toBe("");
    await context.close();
  });
});

describe("JSON Resume import", () => {
  it("fills the form from a JSON Resume file and lists what it could not map", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const consoleErrors = collectConsoleErrors(page);
    await signUp(page, "importer");
    await openBuilder(page);
    const fileInput = page.getByLabel("Import JSON");

    // A malformed file changes nothing.
    await field(page, "Full Name").fill("Kept Name");
    await fileInput.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ nope") });
    await expectToast(page, "Import Failed");
    await page.getByText("This file is not valid JSON. Choose a JSON Resume file (.json).").waitFor();
    expect(await field(page, "Full Name").inputValue()).toBe("Kept Name");

    const document = {
      basics: {
        name: "Amira Haddad",
        email: "amira@example.com",
        phone: "+971 50 000 0000",
        summary: "Data engineer.",
        location: { city: "Dubai", countryCode: "AE" },
        profiles: [{ network: "GitHub", url: "https://github.com/amira" }],
      },
      work: [
        {
          name: "Desert Data",
          location: "Dubai",
          position: "Data Engineer",
          startDate: "2020-02-01",
          summary: "Pipelines.",
        },
      ],
      education: [
        { institution: "AUS", area: "Computer Engineering", studyType: "BSc", endDate: "2019-06-01", score: "3.6" },
      ],
      skills: [{ name: "Python" }, { name: "SQL" }],
      languages: [{ language: "Arabic", fluency: "Native speaker" }],
      awards: [{ title: "Best Pipeline", date: "2022-01-01" }],
      volunteer: [{ organization: "Code Club" }],
      meta: { template: "creative" },
    };
    await fileInput.setInputFiles({
      name: "resume.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(document)),
    });
    // The form has unsaved text: importing over it asks first.
    await page
      .getByRole("dialog", { name: "Discard unsaved changes?" })
      .getByRole("button", { name: "Discard Changes" })
      .click();
    await expectToast(page, "Resume Imported");
    await expect.poll(() => field(page, "Full Name").inputValue()).toBe("Amira Haddad");
    expect(await field(page, "Company").inputValue()).toBe("Desert Data");
    expect(await field(page, "Institution").inputValue()).toBe("AUS");
    await page.getByRole("list", { name: "Your skills" }).getByText("Python").waitFor();
    const notice = page.getByRole("region", { name: "Some fields were not imported" });
    // What the builder cannot keep is named in plain words; awards and volunteer work are kept.
    await notice.getByText("Job 1: location").waitFor();
    expect(await field(page, "Title").inputValue()).toBe("Best Pipeline");
    expect(await field(page, "Organization").inputValue()).toBe("Code Club");
    expect(await page.getByRole("button", { name: "Creative", exact: true }).getAttribute("aria-pressed")).toBe("true");
    // The live preview prints the kept sections, as the PDF does.
    const preview = page.getByRole("article", { name: /^Resume preview/ });
    await preview.getByRole("heading", { name: "Awards" }).waitFor();
    await preview.getByText("Best Pipeline").waitFor();
    await preview.getByRole("heading", { name: "Volunteering" }).waitFor();
    await preview.getByText("Code Club").waitFor();
    await screenshot(page, "resume-builder-imported");
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await notice.waitFor({ state: "detached" });

    // Export: the imported resume is saved first, then its JSON Resume document downloads.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export JSON" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as Record<string, unknown> & {
      basics?: { name?: string };
    };
    expect(exported.basics?.name).toBe("Amira Haddad");
    expect(exported.awards).toEqual([{ title: "Best Pipeline", date: "2022-01" }]);
    expect(exported.volunteer).toEqual([{ organization: "Code Club" }]);
    expect(exported.meta).toMatchObject({ template: "creative" });
    await expectToast(page, "Export Complete");
    // An import is titled by its day, so it tells from the person's other resumes.
    await myResumes(page)
      .getByRole("button", { name: /^Open Imported [A-Z][a-z]{2} \d{1,2}, \d{4}/ })
      .waitFor();

    // A busy PDF queue (503) says when to try again instead of a bare failure.
    await page.route("**/api/resumes/*/download*", (route) =>
      route.fulfill({
        status: 503,
        headers: { "Retry-After": "5" },
        contentType: "application/json",
        body: JSON.stringify({
          code: "SERVICE_UNAVAILABLE",
          message: "Many PDFs are being prepared right now. Try again in a few seconds.",
          messageKey: "resumes.errors.pdfBusy",
          errors: {},
        }),
      }),
    );
    await page.getByRole("button", { name: "Download PDF" }).click();
    await expectToast(page, "Download Failed");
    await page.getByText("Many PDFs are being prepared right now. Try again in a few seconds.").waitFor();
    await page.unroute("**/api/resumes/*/download*");

    // The only failed request is the refusal simulated above.
    expect(consoleErrors.filter((error) => !error.includes("status of 503"))).toEqual([]);
    await context.close();
  });
});

describe("the builder opens the person's work", () => {
  it("opens the latest saved resume, offers a newer unsaved draft first, and asks nothing on a first import", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const consoleErrors = collectConsoleErrors(page);
    await signUp(page, "Nadia", "Benali");
    await openBuilder(page);

    // The first import over an untouched form replaces nothing of the person's: no question.
    const document = {
      basics: { name: "Nadia Benali", email: "nadia@example.com", phone: "+213 555 00 00", summary: "Nurse." },
      work: [{ name: "CHU Oran", position: "Nurse", startDate: "2019-09-01" }],
      education: [{ institution: "University of Oran", area: "Nursing", studyType: "BSc", endDate: "2019-06-01" }],
      skills: [{ name: "Triage" }],
    };
    await page.getByLabel("Import JSON").setInputFiles({
      name: "resume.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(document)),
    });
    await expectToast(page, "Resume Imported");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await field(page, "Location").fill("Oran, Algeria");
    // A title typed in the builder is the one saved.
    await expect.poll(() => page.getByLabel("Resume title").inputValue()).toMatch(/^Imported /);
    await page.getByLabel("Resume title").fill("Nurse - Oran hospitals");
    await page.getByRole("button", { name: "Save Resume" }).click();
    await expectToast(page, "Resume Saved");

    // A copy is made, then the first is updated: the first is the most recently updated one.
    const list = myResumes(page);
    await list.getByRole("button", { name: "Actions for Nurse - Oran hospitals" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expectToast(page, "Resume Duplicated");
    await expect.poll(() => countResumes(page)).toBe(2);
    await field(page, "Position").fill("Head Nurse");
    const updated = page.waitForResponse(
      (response) => response.request().method() === "PUT" && /\/api\/resumes\/\d+$/.test(response.url()),
    );
    await page.getByRole("button", { name: "Save Resume" }).click();
    expect((await updated).status()).toBe(200);
    await list.getByRole("button", { name: "New Resume" }).click();
    await expect.poll(() => field(page, "Company").inputValue()).toBe("");

    // Without a draft in this browser, the latest saved resume opens.
    await page.evaluate((key) => window.localStorage.removeItem(key), DRAFT_KEY);
    await openBuilder(page);
    await expect.poll(() => field(page, "Position").inputValue()).toBe("Head Nurse");
    await list.getByText("Editing").waitFor();

    // Unsaved changes kept in this browser are newer: they are what opens.
    await field(page, "Position").fill("Charge Nurse");
    await page.waitForFunction((key) => window.localStorage.getItem(key)?.includes("Charge Nurse"), DRAFT_KEY);
    await openBuilder(page);
    await expect.poll(() => field(page, "Position").inputValue()).toBe("Charge Nurse");
    expect(await countResumes(page)).toBe(2);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("asks before leaving with changes that are neither saved nor kept as a draft", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await signUp(page, "Omar");
    // Storage refuses writes here (a full or blocked store): the draft cannot keep anything.
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    });
    await openBuilder(page);
    await field(page, "Phone").fill("+20 100 000 0000");
    await page.getByRole("link", { name: "Find Jobs" }).first().click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.waitFor();
    await screenshot(page, "resume-builder-leave");
    await leave.getByRole("button", { name: "Cancel" }).click();
    expect(new URL(page.url()).pathname).toBe("/resume-builder");
    expect(await field(page, "Phone").inputValue()).toBe("+20 100 000 0000");
    await page.getByRole("link", { name: "Find Jobs" }).first().click();
    await leave.getByRole("button", { name: "Leave Page" }).click();
    await page.waitForURL(`${server.baseUrl}/jobs`);
    await context.close();
  });
});

describe("saving while a download or an export saves", () => {
  it("creates one resume however fast the buttons are clicked", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const consoleErrors = collectConsoleErrors(page);
    await signUp(page, "Jane", "Doe");
    await openBuilder(page);
    await fillJane(page);
    await addSkills(page, ["TypeScript"]);
    // The first creation answers slowly, so every other click comes while it is on its way.
    let posts = 0;
    await page.route("**/api/resumes", async (route) => {
      if (route.request().method() === "POST") {
        posts += 1;
        await new Promise((resolve) => setTimeout(resolve, 800));
      }
      await route.fallback();
    });
    await page.getByRole("button", { name: "Download PDF" }).click();
    await page.getByRole("button", { name: "Generate Resume Preview" }).click();
    await page.getByRole("button", { name: "Save Resume" }).click();
    await page.getByRole("button", { name: "Export JSON" }).click();
    await expectToast(page, "Download Complete");
    await page.waitForLoadState("networkidle");
    expect(posts).toBe(1);
    expect(await countResumes(page)).toBe(1);
    // Once saved, "Generate Resume Preview" updates the same resume.
    await field(page, "Position").fill("Staff Engineer");
    await page.getByRole("button", { name: "Generate Resume Preview" }).click();
    await expectToast(page, "Resume Saved");
    expect(await countResumes(page)).toBe(1);
    expect(posts).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("Generate with AI with too little to write from", () => {
  it("says what to add", async () => {
    const { context, page } = await openPage(browser, "phone");
    await signUp(page, "Lina");
    await openBuilder(page);
    await field(page, "Start Date").fill("2022-01");
    await page.getByRole("button", { name: "Generate with AI" }).click();
    await expectToast(page, "Generation Failed");
    await page
      .getByText("Add the position or the company of your work experience, then generate the summary.")
      .waitFor();
    expect(await page.getByText("Unable to generate summary. Please try again.").count()).toBe(0);
    await context.close();
  });
});
