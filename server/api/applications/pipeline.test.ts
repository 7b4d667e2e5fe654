import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { APPLICATION_STATUSES, APPLICATION_TRANSITIONS, type TApplicationStatus } from "@common/applications/pipeline";
import { applications, applicationStatusChanges, mailQueue, users } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { signedInAdmin } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";
import { applyAs, hiringCompany, seekerWithResume, type THiringCompany } from "../../test/hiring";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let company: THiringCompany;
let seeker: Awaited<ReturnType<typeof seekerWithResume>>;
beforeAll(async () => {
  harness = await createTestApp();
  company = await hiringCompany(harness);
  seeker = await seekerWithResume(harness);
});
afterAll(async () => {
  await harness.close();
});

/** A fresh application of the seeker's, put at the given status directly. */
async function applicationAt(status: TApplicationStatus): Promise<number> {
  const id = await applyAs(seeker, await company.job());
  await harness.context.db.update(applications).set({ status }).where(eq(applications.id, id));
  return id;
}

async function changesOf(id: number) {
  return harness.context.db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, id))
    .orderBy(applicationStatusChanges.id);
}

async function statusMails() {
  return harness.context.db
    .select()
    .from(mailQueue)
    .where(and(eq(mailQueue.userId, seeker.user.id), eq(mailQueue.template, "application-status")));
}

const MOVES = APPLICATION_STATUSES.flatMap((from) =>
  APPLICATION_STATUSES.filter((to) => to !== "withdrawn" && to !== from).map((to) => ({
    from,
    to,
    isAllowed: APPLICATION_TRANSITIONS[from].includes(to),
  })),
);

describe("PUT /api/applications/{id}/status", () => {
  it.each(MOVES)("$from -> $to is allowed: $isAllowed", async ({ from, to, isAllowed }) => {
    const id = await applicationAt(from);
    const before = (await changesOf(id)).length;
    const response = await company.client.put(`/api/applications/${id}/status`, { status: to });
    const [row] = await harness.context.db.select().from(applications).where(eq(applications.id, id));
    if (isAllowed) {
      expect(response.status, response.text).toBe(200);
      expect(response.json).toMatchObject({ id, status: to });
      expect(row.status).toBe(to);
      expect((await changesOf(id)).at(-1)).toMatchObject({ fromStatus: from, toStatus: to, actorRole: "company" });
    } else {
      expectErrorContract(response, 409);
      expect(response.json.errors).toEqual({ status: "applications.errors.cannotMove" });
      expect(row.status).toBe(from);
      expect(await changesOf(id)).toHaveLength(before);
    }
  });

  it("answers the same status with 200 and records and mails nothing", async () => {
    const id = await applicationAt("reviewing");
    const mailsBefore = (await statusMails()).length;
    const response = await company.client.put(`/api/applications/${id}/status`, { status: "reviewing" });
    expect(response.status).toBe(200);
    expect(response.json.status).toBe("reviewing");
    expect(await changesOf(id)).toHaveLength(1);
    expect(await statusMails()).toHaveLength(mailsBefore);
  });

  it("refuses withdrawn (the applicant's call) and statuses outside the pipeline with 400 naming status", async () => {
    const id = await applicationAt("applied");
    for (const [body, key] of [
      [{ status: "withdrawn" }, "applications.errors.applicantWithdraws"],
      [{ status: "accepted" }, "applications.errors.invalidStatus"],
      [{ status: "" }, "applications.errors.invalidStatus"],
      [{}, "applications.errors.invalidStatus"],
    ] as const) {
      const response = await company.client.put(`/api/applications/${id}/status`, body);
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ status: key });
    }
    expect(await changesOf(id)).toHaveLength(1);
  });

  it("is for the job's company and administrators: the applicant 403, others 404", async () => {
    const id = await applicationAt("applied");
    const own = await seeker.put(`/api/applications/${id}/status`, { status: "offer" });
    expectErrorContract(own, 403);
    expect(own.json.messageKey).toBe("applications.errors.hiringSideOnly");
    const otherCompany = await hiringCompany(harness);
    expectErrorContract(await otherCompany.client.put(`/api/applications/${id}/status`, { status: "offer" }), 404);
    expectErrorContract(
      await createClient(harness.app).put(`/api/applications/${id}/status`, { status: "offer" }),
      401,
    );

    const admin = await signedInAdmin(harness);
    const moved = await admin.put(`/api/applications/${id}/status`, { status: "interview" });
    expect(moved.status).toBe(200);
    expect((await changesOf(id)).at(-1)).toMatchObject({ toStatus: "interview", actorRole: "admin" });
  });

  it("mails the applicant at each move, and not while their switch is off", async () => {
    const id = await applicationAt("applied");
    const before = (await statusMails()).length;
    await company.client.put(`/api/applications/${id}/status`, { status: "interview" });
    const mails = await statusMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: seeker.user.email, subject: expect.stringContaining("Robot Whisperer") });

    await harness.context.db.update(users).set({ emailNotifications: false }).where(eq(users.id, seeker.user.id));
    await company.client.put(`/api/applications/${id}/status`, { status: "offer" });
    expect(await statusMails()).toHaveLength(before + 1);
    await harness.context.db.update(users).set({ emailNotifications: true }).where(eq(users.id, seeker.user.id));
  });
});

describe("POST /api/applications/{id}/withdraw and the history", () => {
  it("lets the applicant withdraw from any status that is not final, and records it", async () => {
    for (const from of ["applied", "reviewing", "interview", "offer", "rejected"] as const) {
      const id = await applicationAt(from);
      const response = await seeker.post(`/api/applications/${id}/withdraw`);
      expect(response.status, response.text).toBe(200);
      expect(response.json.status).toBe("withdrawn");
      expect((await changesOf(id)).at(-1)).toMatchObject({
        fromStatus: from,
        toStatus: "withdrawn",
        actorRole: "applicant",
      });
    }
    for (const from of ["hired", "withdrawn"] as const) {
      const id = await applicationAt(from);
      const response = await seeker.post(`/api/applications/${id}/withdraw`);
      expectErrorContract(response, 409);
      expect(response.json.messageKey).toBe("applications.errors.cannotWithdraw");
    }
  });

  it("is the applicant's alone: the company 403, strangers 404, signed out 401", async () => {
    const id = await applicationAt("applied");
    const byCompany = await company.client.post(`/api/applications/${id}/withdraw`);
    expectErrorContract(byCompany, 403);
    expect(byCompany.json.messageKey).toBe("applications.errors.applicantOnly");
    expectErrorContract(await (await seekerWithResume(harness)).post(`/api/applications/${id}/withdraw`), 404);
    expectErrorContract(await createClient(harness.app).post(`/api/applications/${id}/withdraw`), 401);
    expect(await changesOf(id)).toHaveLength(1);
  });

  it("answers every change in order, to the applicant and the company", async () => {
    const id = await applyAs(seeker, await company.job());
    await company.client.put(`/api/applications/${id}/status`, { status: "reviewing" });
    await company.client.put(`/api/applications/${id}/status`, { status: "interview" });
    await seeker.post(`/api/applications/${id}/withdraw`);
    for (const reader of [seeker, company.client]) {
      const response = await reader.get(`/api/applications/${id}/history`);
      expect(response.status).toBe(200);
      expect(response.json.history).toEqual([
        { fromStatus: null, toStatus: "applied", actorRole: "applicant", changedAt: expect.any(String) },
        { fromStatus: "applied", toStatus: "reviewing", actorRole: "company", changedAt: expect.any(String) },
        { fromStatus: "reviewing", toStatus: "interview", actorRole: "company", changedAt: expect.any(String) },
        { fromStatus: "interview", toStatus: "withdrawn", actorRole: "applicant", changedAt: expect.any(String) },
      ]);
    }
  });
});

describe("GET /api/applications/{id}/resume.pdf", () => {
  it("renders the frozen copy on the first request, stores it, and answers from the store after", async () => {
    const id = await applyAs(seeker, await company.job());
    const render = vi.spyOn(harness.context.pdf, "render");
    try {
      const first = await company.client.get(`/api/applications/${id}/resume.pdf`);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("application/pdf");
      expect(first.headers.get("cache-control")).toBe("private, no-store");
      expect(first.headers.get("content-disposition")).toContain("Jane_Doe");
      expect(first.text.startsWith("%PDF-")).toBe(true);
      expect(render).toHaveBeenCalledTimes(1);
      expect(render.mock.calls[0][1]).toBe("modern");

      const [stored] = await harness.context.db
        .select({ pdf: applications.resumePdf })
        .from(applications)
        .where(eq(applications.id, id));
      expect(stored.pdf?.byteLength).toBeGreaterThan(500);

      const second = await seeker.get(`/api/applications/${id}/resume.pdf`);
      expect(second.status).toBe(200);
      expect(second.text).toBe(first.text);
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      render.mockRestore();
    }
  });
});

describe("GET /api/dashboard/stats", () => {
  it("counts the user's own applications: applied all but withdrawn, offers with hires", async () => {
    const counted = await seekerWithResume(harness);
    const statuses: TApplicationStatus[] = [
      "applied",
      "reviewing",
      "reviewing",
      "interview",
      "offer",
      "hired",
      "rejected",
      "withdrawn",
    ];
    for (const status of statuses) {
      const id = await applyAs(counted, await company.job());
      await harness.context.db.update(applications).set({ status }).where(eq(applications.id, id));
    }
    const response = await counted.get("/api/dashboard/stats");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ applied: 7, reviewing: 2, interviews: 1, offers: 2 });
    expect((await company.client.get("/api/dashboard/stats")).json).toEqual({
      applied: 0,
      reviewing: 0,
      interviews: 0,
      offers: 0,
    });
    expectErrorContract(await createClient(harness.app).get("/api/dashboard/stats"), 401);
  });
});
