// What a new job seeker meets in the first minutes: a job saved while signed
// out is saved once they have signed in; a wrong password shows in the form, and the toasts of
// failed attempts go once sign-in succeeds; the first dashboard welcomes rather than welcomes
// back, lists their resumes and lets them unsave a job; the footer carries this year.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client";
import { insertJob, resumeInput } from "../server/test/factories";
import { launchBrowser } from "./support/browser";
import { expectToast, openPage, uniqueEmail } from "./support/journey";
import { screenshot } from "./support/screenshots";
import { startServer, type TRunningServer } from "./support/server";

let server: TRunningServer;
let browser: Browser;
let dataDir: string;
let jobId: number;

beforeAll(async () => {
  // A job to save, written before the server starts (no demo data: it would not seed over it).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewise-e2e-first-"));
  const handle = await openDatabase({ dataDir });
  try {
    jobId = await insertJob(handle.db, { title: "Night Shift Nurse", company: "Harbour Clinic" });
  } finally {
    await handle.close();
  }
  server = await startServer({ env: { DATA_DIR: dataDir } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a new job seeker's first minutes", () => {
  it("saves a job after signing in, sees a wrong password in the form, and finds the dashboard welcoming", async () => {
    const account = { email: uniqueEmail("first"), password: "first-minutes-pw", firstName: "Pat", lastName: "Lee" };
    const registered = await fetch(`${server.baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ ...account, acceptTerms: true }),
    });
    expect(registered.status).toBe(201);

    const { context, page } = await openPage(browser, "desktop");
    try {
      // Signed out, the bookmark asks to sign in first.
      await page.goto(`${server.baseUrl}/jobs/${jobId}`);
      await page.getByRole("button", { name: "Save job" }).click();
      await page.waitForURL(`${server.baseUrl}/login`);
      await expectToast(page, "Login Required");

      // A wrong password: in the form under the password, as well as in a toast.
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel(/^Password\*?$/).fill("not-the-password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expectToast(page, "Sign In Failed");
      const password = page.getByLabel(/^Password\*?$/);
      await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
      await expect(page.locator(`[id="${describedBy.split(" ").at(-1)}"]`).textContent()).resolves.toBe(
        "Invalid email or password",
      );
      await screenshot(page, "login-wrong-password");

      // The right one: the failed attempts' toasts go, and the job is saved where they left it.
      await password.fill(account.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.baseUrl}/jobs/${jobId}`);
      await page.getByRole("button", { name: "Remove from saved jobs" }).waitFor();
      await expect.poll(() => page.getByText("Sign In Failed", { exact: true }).count()).toBe(0);
      expect(await page.getByText("Login Required", { exact: true }).count()).toBe(0);
      await expect
        .poll(async () => (await (await page.request.get(`${server.baseUrl}/api/saved-jobs`)).json()).jobIds)
        .toEqual([jobId]);

      // A resume to find on the dashboard.
      const created = await page.request.post(`${server.baseUrl}/api/resumes`, {
        data: resumeInput({ title: "Pat Lee - Nurse" }),
        headers: { origin: server.baseUrl },
      });
      expect(created.status()).toBe(201);
      const { id: resumeId } = (await created.json()) as { id: number };

      await page.goto(`${server.baseUrl}/dashboard`);
      await page.getByRole("heading", { level: 1, name: "Welcome to Hirewise, Pat" }).waitFor();
      const resumes = page.getByRole("region", { name: "My Resumes" });
      await expect(resumes.getByRole("link", { name: /Pat Lee - Nurse/ }).getAttribute("href")).resolves.toBe(
        `/resume-builder?id=${resumeId}`,
      );
      const saved = page.getByRole("region", { name: "Saved Jobs" });
      await saved.getByRole("link", { name: /Night Shift Nurse/ }).waitFor();
      await screenshot(page, "dashboard-first-visit");

      // Unsaved from the dashboard, and still unsaved on the next visit.
      await saved.getByRole("button", { name: "Remove Night Shift Nurse from saved jobs" }).click();
      await saved.getByText("No saved jobs yet").waitFor();
      await page.reload();
      await page.getByRole("region", { name: "Saved Jobs" }).getByText("No saved jobs yet").waitFor();

      const footer = page.getByRole("contentinfo");
      await expect(footer.textContent()).resolves.toContain(`© ${new Date().getFullYear()} Hirewise.`);
    } finally {
      await context.close();
    }
  });
});
