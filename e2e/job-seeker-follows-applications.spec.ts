// The job seeker's dashboard follows their applications: the four tiles, Recent
// Applications with badges, an application's history, and withdrawing it; / signed in shows
// the same dashboard.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyInput, jobPostingInput, resumeInput, seekerInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { tile } from "./support/dashboard";
import { expectToast, openPage, uniqueEmail } from "./support/journey";
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

/** Signs up in this page's browser context and applies to two listed jobs; answers them. */
async function seekerWithTwoApplications(page: Page): Promise<{ id: number; title: string }[]> {
  const headers = { Origin: server.baseUrl };
  const call = async (method: "post" | "get", path: string, data?: unknown) => {
    const response = await page.request[method](`${server.baseUrl}${path}`, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  await call("post", "/api/auth/register", seekerInput({ email: uniqueEmail("follower"), firstName: "Noor" }));
  const resume = await call("post", "/api/resumes", resumeInput({ title: "Noor - Resume" }));
  const { jobs } = (await call("get", "/api/jobs?pageSize=2")) as { jobs: { id: number; title: string }[] };
  expect(jobs).toHaveLength(2);
  for (const job of jobs) await call("post", "/api/applications", { jobId: job.id, resumeId: resume.id });
  return jobs;
}

/** A company (in its own browser context) posts a job; answers its id and the company's page. */
async function companyWithJob(title: string): Promise<{ jobId: number; company: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, "desktop");
  const headers = { Origin: server.baseUrl };
  const registered = await page.request.post(`${server.baseUrl}/api/auth/register`, {
    headers,
    data: companyInput({ email: uniqueEmail("hiring") }),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const posted = await page.request.post(`${server.baseUrl}/api/jobs`, {
    headers,
    data: jobPostingInput({ jobTitle: title }),
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return { jobId: ((await posted.json()) as { id: number }).id, company: page, close: () => context.close() };
}

describe("a job seeker following their applications", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`sees the tiles and history, and withdraws an application (${viewport})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      const [{ title: newest }, { id: olderId, title: older }] = (await seekerWithTwoApplications(page)).reverse();

      await page.goto(`${server.baseUrl}/dashboard`);
      await page.getByRole("heading", { name: "Recent Applications" }).waitFor();
      expect(await tile(page, "Applied")).toBe("2");
      expect(await tile(page, "Interviews")).toBe("0");
      const rows = page.getByRole("button", { name: /^Details of your application for / });
      expect(await rows.count()).toBe(2);
      await expect.poll(() => rows.first().textContent()).toContain(newest);
      await screenshot(page, "seeker-dashboard-applications");

      // The history fails once: the dialog says so, and Try Again asks again.
      await page.route(
        "**/api/applications/*/history",
        (route) => route.fulfill({ status: 502, contentType: "text/html", body: "Bad Gateway" }),
        { times: 1 },
      );
      await page
        .getByRole("button", {
          name: new RegExp(`^Details of your application for ${older.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        })
        .click();
      const dialog = page.getByRole("dialog", { name: older });
      await dialog.getByText("The history and interviews could not be loaded. Please try again.").waitFor();
      await dialog.getByRole("button", { name: "Try Again" }).click();
      await dialog.getByText("Applied, by you").waitFor();
      await dialog.getByRole("button", { name: "Withdraw application" }).click();
      await dialog.getByRole("button", { name: "Yes, withdraw" }).click();
      await expectToast(page, "Application Withdrawn");
      await dialog.getByText("Withdrawn, by you").waitFor();
      await screenshot(page, "seeker-application-withdrawn");
      await page.keyboard.press("Escape");
      await expect.poll(() => tile(page, "Applied")).toBe("1");

      // The job's page says it was withdrawn, and that it cannot be applied to again.
      await page.goto(`${server.baseUrl}/jobs/${olderId}`);
      const applyArea = page.getByRole("region", { name: "Interested in this role?" });
      await applyArea
        .getByText(/^You withdrew your application on .+\. This job cannot be applied to again\.$/)
        .waitFor();
      expect(await applyArea.getByRole("button", { name: "Application withdrawn" }).isDisabled()).toBe(true);
      expect(await page.getByText("You applied to this job").count()).toBe(0);
      await screenshot(page, "job-page-after-withdrawal");

      // The home page signed in is the same dashboard, with the same data.
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole("heading", { name: "Recent Applications" }).waitFor();
      expect(await tile(page, "Applied")).toBe("1");
      await context.close();
    });
  }

  it("sees the interview a company scheduled, in the company's time zone, with the history", async () => {
    const hiring = await companyWithJob("Night Shift Nurse");
    const { context, page } = await openPage(browser, "desktop");
    const headers = { Origin: server.baseUrl };
    await page.request.post(`${server.baseUrl}/api/auth/register`, {
      headers,
      data: seekerInput({ email: uniqueEmail("candidate") }),
    });
    const resume = await (
      await page.request.post(`${server.baseUrl}/api/resumes`, { headers, data: resumeInput() })
    ).json();
    const applied = await page.request.post(`${server.baseUrl}/api/applications`, {
      headers,
      data: { jobId: hiring.jobId, resumeId: resume.id },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = ((await applied.json()) as { id: number }).id;
    for (const status of ["reviewing", "interview"]) {
      const moved = await hiring.company.request.put(`${server.baseUrl}/api/applications/${applicationId}/status`, {
        headers,
        data: { status },
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const scheduled = await hiring.company.request.post(
      `${server.baseUrl}/api/applications/${applicationId}/interviews`,
      {
        headers,
        data: {
          date: "2030-03-14",
          time: "10:30",
          timeZone: "Europe/Berlin",
          durationMinutes: 45,
          location: "Ward 4, St. Mary's",
        },
      },
    );
    expect(scheduled.status(), await scheduled.text()).toBe(201);

    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole("heading", { name: "Recent Applications" }).waitFor();
    expect(await tile(page, "Interviews")).toBe("1");
    await page.getByRole("button", { name: /^Details of your application for Night Shift Nurse/ }).click();
    const dialog = page.getByRole("dialog", { name: "Night Shift Nurse" });
    await dialog.getByText(/^Thu, Mar 14, 2030, 10:30 AM \(Europe\/Berlin\)$/).waitFor();
    await dialog.getByText("45 minutes · Ward 4, St. Mary's").waitFor();
    for (const step of ["Applied, by you", "Reviewing, by the company", "Interview, by the company"]) {
      await dialog.getByText(step).waitFor();
    }
    await screenshot(page, "seeker-application-interview");
    await context.close();
    await hiring.close();
  });

  it("starts with no applications and a way to browse jobs", async () => {
    const { context, page } = await openPage(browser, "desktop");
    const response = await page.request.post(`${server.baseUrl}/api/auth/register`, {
      headers: { Origin: server.baseUrl },
      data: seekerInput({ email: uniqueEmail("newcomer") }),
    });
    expect(response.status()).toBe(201);
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByText("No applications yet").waitFor();
    expect(await tile(page, "Applied")).toBe("0");
    // Skill Progress invites the first assessment, beside tips and the quick actions.
    await page.getByRole("heading", { name: "Skill Progress" }).waitFor();
    await page.getByText("No assessment taken yet").waitFor();
    await page.getByRole("button", { name: "Take Skills Assessment" }).waitFor();
    expect(await page.getByRole("link", { name: "Open the full skills assessment" }).getAttribute("href")).toBe(
      "/skills-assessment",
    );
    await page.getByRole("heading", { name: "Tips for your search" }).waitFor();
    const quickActions = page.getByRole("region", { name: "Quick Actions" });
    expect(await quickActions.getByRole("link", { name: /^Update Resume/ }).getAttribute("href")).toBe(
      "/resume-builder",
    );
    expect(await quickActions.getByRole("link", { name: /^Find New Jobs/ }).getAttribute("href")).toBe("/jobs");
    await screenshot(page, "seeker-dashboard-empty");
    await page.getByRole("link", { name: "Browse Jobs" }).click();
    await page.waitForURL(`${server.baseUrl}/jobs`);
    await context.close();
  });
});
