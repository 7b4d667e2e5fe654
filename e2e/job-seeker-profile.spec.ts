// A job seeker lets employers find them: in /settings they switch "Visible to
// employers" on, choose their resume, type a headline and see the preview card (the one companies
// will see) follow, with the years of experience computed from the resume; saved, it stays on.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, signUpThroughApi, uniqueEmail } from "./support/journey";
import { screenshot, VIEWPORTS } from "./support/screenshots";
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

// Two past jobs, 2012-01 to 2016-12 with an overlap: five years whatever today is.
const RESUME = {
  title: "Mina Park - Resume",
  template: "modern",
  personalInfo: { fullName: "Mina Park", email: "mina@example.com", phone: "+1 555 0100", location: "Berlin" },
  experience: [
    { company: "Initech", position: "Data Analyst", startDate: "2012-01", endDate: "2014-12", current: false },
    { company: "Globex", position: "Lead Analyst", startDate: "2014-06", endDate: "2016-12", current: false },
  ],
  education: [],
  skills: ["SQL", "Python", "Tableau"],
};

describe("a job seeker's profile for employers", () => {
  it("switches Visible to employers on, sees the preview card follow, saves and finds it on after a reload", async () => {
    const { context, page } = await openPage(browser, "desktop");
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("seeker-profile"),
      password: "profile-pass-123",
      firstName: "Mina",
      lastName: "Park",
    });
    const created = await context.request.post(`${server.baseUrl}/api/resumes`, {
      data: RESUME,
      headers: { origin: server.baseUrl },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("heading", { level: 2, name: "Job-Seeker Profile" }).waitFor();
    const visible = page.getByRole("switch", { name: "Visible to employers" });
    expect(await visible.getAttribute("aria-checked")).toBe("false");
    const preview = page.getByRole("article", { name: "Candidate Mina Park" });
    await page.getByText("Hidden: employers do not see this card", { exact: false }).waitFor();
    await preview.getByText("0 years of experience").waitFor();

    await visible.click();
    expect(await visible.getAttribute("aria-checked")).toBe("true");
    // Each resume is listed with when it last changed.
    const resumeChoice = page
      .getByLabel("Resume employers see")
      .getByRole("option", { name: /^Mina Park - Resume \(updated / });
    await page.getByLabel("Resume employers see").selectOption((await resumeChoice.getAttribute("value")) ?? "");
    await page.getByLabel("Headline").fill("Analyst who turns data into decisions");
    await page.getByLabel("Availability").selectOption({ label: "2 weeks" });
    await page.getByLabel("Country").selectOption({ label: "Germany" });
    await page.getByLabel("City").selectOption("Berlin");

    // The preview follows every choice before anything is saved.
    await preview.getByText("Analyst who turns data into decisions").waitFor();
    await preview.getByText("5 years of experience").waitFor();
    await preview.getByText("Berlin, Germany").waitFor();
    await preview.getByText("Available: 2 weeks").waitFor();
    await preview.getByText("Tableau").waitFor();
    expect(await page.getByLabel("Years of experience").inputValue()).toBe("5");

    await page.getByRole("button", { name: "Save Profile" }).click();
    await expectToast(page, "Profile Saved");
    await page.getByText("Visible to signed-in companies.").waitFor();
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, "seeker-profile");
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, "seeker-profile");

    await page.reload();
    await page.getByRole("heading", { level: 2, name: "Job-Seeker Profile" }).waitFor();
    expect(await page.getByRole("switch", { name: "Visible to employers" }).getAttribute("aria-checked")).toBe("true");
    expect(await page.getByLabel("Headline").inputValue()).toBe("Analyst who turns data into decisions");
    await page
      .getByRole("article", { name: "Candidate Mina Park" })
      .getByText("Analyst who turns data into decisions")
      .waitFor();
    await context.close();
  });

  it("tells a job seeker without a resume to create one, and refuses to make the profile visible", async () => {
    const { context, page } = await openPage(browser, "phone");
    await signUpThroughApi(context, server.baseUrl, {
      email: uniqueEmail("seeker-no-resume"),
      password: "profile-pass-123",
      firstName: "Noor",
    });
    await page.goto(`${server.baseUrl}/settings`);
    await page.getByRole("link", { name: "Create a resume in the Resume Builder" }).waitFor();
    await page.getByRole("switch", { name: "Visible to employers" }).click();
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expectToast(page, "Update Failed");
    await page.getByText("Choose the resume employers will see").waitFor();
    await context.close();
  });
});
