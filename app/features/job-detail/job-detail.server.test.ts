import { isRouteErrorResponse, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPublicUser } from "@common/auth/schemas";
import { insertJob } from "../../../server/test/factories";
import { resumes, users } from "../../../server/db/schema";
import { applyToJob } from "../../../server/services/applications/apply-to-job";
import { withdrawApplication } from "../../../server/services/applications/withdraw-application";
import { saveJob } from "../../../server/services/saved-jobs/save-job";
import { createTestApp } from "../../../server/test/test-app";
import { loadJobPage } from "./job-detail.server";
import { createTranslator } from "@common/i18n";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let seeker: TPublicUser;
beforeAll(async () => {
  harness = await createTestApp();
  const [row] = await harness.context.db
    .insert(users)
    .values({ email: "page.seeker@example.com", passwordHash: "x", firstName: "Page" })
    .returning();
  seeker = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: null,
    userType: "jobseeker",
    role: "user",
    isVerified: false,
    createdAt: row.createdAt.toISOString(),
  };
});
afterAll(async () => {
  await harness.close();
});

function loadContext(currentUser: TPublicUser | null): AppLoadContext {
  return {
    app: harness.context,
    requestId: "test",
    nonce: "",
    clientIp: "203.0.113.1",
    currentUser,
    language: "en",
    t: createTranslator("en"),
  };
}

function request(referrer?: string) {
  return new Request("http://localhost:3000/jobs/1", { headers: referrer ? { referer: referrer } : {} });
}

async function expectNotFound(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  // data(null, {status: 404}) is thrown as a DataWithResponseInit; RR turns it into the 404 page.
  const status = (error as { init?: { status?: number } } | undefined)?.init?.status;
  expect(isRouteErrorResponse(error) ? error.status : status).toBe(404);
}

describe("loadJobPage", () => {
  it("loads an open job, whether the user saved it, and the way back to their search", async () => {
    const id = await insertJob(harness.context.db, { title: "Page Job" });
    const signedOut = await loadJobPage(loadContext(null), { id: String(id), request: request() });
    expect(signedOut).toMatchObject({ job: { id, title: "Page Job", isAcceptingApplications: true }, isSaved: false });
    expect(signedOut.backHref).toBe("/jobs");

    await saveJob(harness.context, { user: seeker, jobId: id });
    const saved = await loadJobPage(loadContext(seeker), {
      id: String(id),
      request: request("http://localhost:3000/jobs?search=page"),
    });
    expect(saved.isSaved).toBe(true);
    expect(saved.backHref).toBe("/jobs?search=page");
  });

  it("tells a job seeker's apply area whether they applied and which resumes they can send", async () => {
    const id = await insertJob(harness.context.db, { title: "Apply Job" });
    expect((await loadJobPage(loadContext(null), { id: String(id), request: request() })).apply).toBeNull();
    const company = { ...seeker, id: seeker.id, userType: "company" as const };
    expect((await loadJobPage(loadContext(company), { id: String(id), request: request() })).apply).toBeNull();

    const [resume] = await harness.context.db
      .insert(resumes)
      .values({ userId: seeker.id, title: "Page resume", content: {} })
      .returning({ id: resumes.id });
    const before = await loadJobPage(loadContext(seeker), { id: String(id), request: request() });
    expect(before.apply?.application).toBeNull();
    expect(before.apply?.resumes.map((summary) => summary.title)).toContain("Page resume");

    const sent = await applyToJob(harness.context, { user: seeker, jobId: id, resumeId: resume.id });
    const after = await loadJobPage(loadContext(seeker), { id: String(id), request: request() });
    expect(after.apply?.application).toEqual({ status: "applied", withdrawnAt: null });

    // Withdrawn: the page knows it, and when, so it never says "You applied" again.
    const beforeWithdrawal = Date.now();
    await withdrawApplication(harness.context, { user: seeker, id: sent.id });
    const withdrawn = await loadJobPage(loadContext(seeker), { id: String(id), request: request() });
    expect(withdrawn.apply?.application?.status).toBe("withdrawn");
    const withdrawnAt = Date.parse(withdrawn.apply?.application?.withdrawnAt ?? "");
    expect(withdrawnAt).toBeGreaterThanOrEqual(beforeWithdrawal - 5_000);
    expect(withdrawnAt).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("keeps expired, closed and paused jobs as pages that do not accept applications", async () => {
    for (const overrides of [
      { expiresAt: new Date(Date.now() - 60_000) },
      { status: "closed" as const },
      { status: "paused" as const },
    ]) {
      const id = await insertJob(harness.context.db, overrides);
      const page = await loadJobPage(loadContext(null), { id: String(id), request: request() });
      expect(page.job.isAcceptingApplications).toBe(false);
    }
  });

  it("is a 404 for jobs that never existed, drafts and ids that are not numbers", async () => {
    const draft = await insertJob(harness.context.db, { status: "draft" });
    for (const id of ["987654", String(draft), "abc", "1e3", "-1", "99999999999"]) {
      await expectNotFound(loadJobPage(loadContext(null), { id, request: request() }));
    }
  });
});
