// The resumes API: create, read, list, replace, duplicate, delete, and who may.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { resumes, users } from "../../db/schema";
import { DEMO_SEEKERS } from "../../db/seed/demo-seekers";
import { expectErrorContract } from "../../test/expect-error";
import {
  countRows,
  createResumeAs,
  resumeInput,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
} from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

async function setUpdatedAt(id: number, iso: string) {
  await harness.context.db
    .update(resumes)
    .set({ updatedAt: new Date(iso) })
    .where(eq(resumes.id, id));
}

describe("create and read", () => {
  it("saves a resume and answers it back whole", async () => {
    const client = await signedInSeeker(harness);
    const created = await client.post("/api/resumes", resumeInput());
    expect(created.status, created.text).toBe(201);
    expect(created.json).toEqual({ id: expect.any(Number) });

    const response = await client.get(`/api/resumes/${created.json.id}`);
    expect(response.status).toBe(200);
    const { resume } = response.json;
    const { title, template, ...content } = resumeInput();
    expect(resume).toEqual({
      id: created.json.id,
      title,
      template,
      language: "en",
      ...content,
      experience: [
        (content.experience as object[])[0],
        { company: "Globex", position: "Engineer", startDate: "2018-01", endDate: "2021-02", current: false },
      ],
      certifications: [{ name: "AWS Solutions Architect", issuer: "Amazon", date: "2022-05" }],
      // The sections the input leaves out come back empty.
      education: (content.education as object[]).map((entry) => ({ ...entry, courses: [] })),
      profiles: [],
      skillGroups: [],
      projects: [],
      volunteer: [],
      awards: [],
      publications: [],
      interests: [],
      references: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(resume.createdAt).toISOString()).toBe(resume.createdAt);
  });

  it("fills the optional sections and the template with their defaults", async () => {
    const client = await signedInSeeker(harness);
    const body = resumeInput();
    delete body.links;
    delete body.languages;
    delete body.certifications;
    delete body.template;
    const created = await client.post("/api/resumes", body);
    expect(created.status, created.text).toBe(201);
    const { resume } = (await client.get(`/api/resumes/${created.json.id}`)).json;
    expect(resume).toMatchObject({ template: "professional", links: {}, languages: [], certifications: [] });
  });

  it("trims text and drops a current position's end date", async () => {
    const client = await signedInSeeker(harness);
    const id = await createResumeAs(client, {
      title: "  Spaced  ",
      experience: [{ company: " Acme ", position: "Dev", startDate: "2020-01", endDate: "2021-01", current: true }],
    });
    const { resume } = (await client.get(`/api/resumes/${id}`)).json;
    expect(resume.title).toBe("Spaced");
    expect(resume.experience).toEqual([{ company: "Acme", position: "Dev", startDate: "2020-01", current: true }]);
  });

  it("ignores a userId or id in the body: the resume is the signed-in user's", async () => {
    const alice = await signedInSeeker(harness);
    const bob = await signedInSeeker(harness);
    const aliceId = (await alice.get("/api/auth/user")).json.id;
    const id = await createResumeAs(bob, { userId: aliceId, id: 1, isDemo: true });
    const [row] = await harness.context.db.select().from(resumes).where(eq(resumes.id, id));
    expect(row.userId).toBe((await bob.get("/api/auth/user")).json.id);
    expect(row.isDemo).toBe(false);
    expect((await alice.get("/api/resumes")).json.resumes).toEqual([]);
  });

  it("reads a demo resume without links, languages or certifications, with defaults", async () => {
    const client = await signedInSeeker(harness);
    const userId = (await client.get("/api/auth/user")).json.id;
    const demo = DEMO_SEEKERS[0];
    const [row] = await harness.context.db
      .insert(resumes)
      .values({
        userId,
        title: demo.resumeTitle,
        content: demo.resume as unknown as Record<string, unknown>,
        isDemo: true,
      })
      .returning({ id: resumes.id });
    const response = await client.get(`/api/resumes/${row.id}`);
    expect(response.status).toBe(200);
    expect(response.json.resume).toMatchObject({
      title: demo.resumeTitle,
      template: "professional",
      personalInfo: demo.resume.personalInfo,
      skills: demo.resume.skills,
      links: {},
      languages: [],
      certifications: [],
    });
    expect((await client.get("/api/resumes")).json.resumes[0]).toMatchObject({
      id: row.id,
      fullName: demo.resume.personalInfo.fullName,
    });
  });

  it("answers a stored resume the current schema no longer accepts, section by section", async () => {
    const client = await signedInSeeker(harness);
    const userId = (await client.get("/api/auth/user")).json.id;
    const [row] = await harness.context.db
      .insert(resumes)
      .values({ userId, title: "Old", template: "retired", content: { personalInfo: { fullName: "Old One" } } })
      .returning({ id: resumes.id });
    const response = await client.get(`/api/resumes/${row.id}`);
    expect(response.status).toBe(200);
    expect(response.json.resume).toMatchObject({
      template: "professional",
      personalInfo: { fullName: "Old One", email: "", phone: "", location: "" },
      experience: [],
      education: [],
      skills: [],
      links: {},
    });
  });

  it("stores HTML, emoji and right-to-left text as they are, and answers them back", async () => {
    const client = await signedInSeeker(harness);
    const name = "ليلى حداد";
    const id = await createResumeAs(client, {
      title: "<script>alert(1)</script> 🚀",
      personalInfo: { ...(resumeInput().personalInfo as object), fullName: name, summary: "<b>bold</b> & 'quoted'" },
      skills: ["C++", "<img src=x onerror=alert(1)>", "👩‍💻 pairing", "עברית"],
    });
    const { resume } = (await client.get(`/api/resumes/${id}`)).json;
    expect(resume.title).toBe("<script>alert(1)</script> 🚀");
    expect(resume.personalInfo.fullName).toBe(name);
    expect(resume.personalInfo.summary).toBe("<b>bold</b> & 'quoted'");
    expect(resume.skills).toEqual(["C++", "<img src=x onerror=alert(1)>", "👩‍💻 pairing", "עברית"]);
  });
});

describe("list", () => {
  it("lists only the user's own resumes, newest change first, ignoring a userId parameter", async () => {
    const alice = await signedInSeeker(harness);
    const bob = await signedInSeeker(harness);
    const bobsId = (await bob.get("/api/auth/user")).json.id;
    const older = await createResumeAs(alice, { title: "Older" });
    const newer = await createResumeAs(alice, { title: "Newer" });
    const tieLow = await createResumeAs(alice, { title: "Tie low id" });
    const tieHigh = await createResumeAs(alice, { title: "Tie high id" });
    await createResumeAs(bob, { title: "Bob's" });
    await setUpdatedAt(older, "2025-01-01T00:00:00Z");
    await setUpdatedAt(newer, "2025-06-01T00:00:00Z");
    await setUpdatedAt(tieLow, "2025-03-01T00:00:00Z");
    await setUpdatedAt(tieHigh, "2025-03-01T00:00:00Z");

    for (const path of ["/api/resumes", `/api/resumes?userId=${bobsId}`, "/api/resumes?userId=abc"]) {
      const response = await alice.get(path);
      expect(response.status).toBe(200);
      expect(response.json.resumes.map((resume: { id: number }) => resume.id)).toEqual([newer, tieHigh, tieLow, older]);
    }
    const [first] = (await alice.get("/api/resumes")).json.resumes;
    expect(first).toEqual({
      id: newer,
      title: "Newer",
      template: "modern",
      language: "en",
      fullName: "Jane Doe",
      createdAt: expect.any(String),
      updatedAt: "2025-06-01T00:00:00.000Z",
    });
  });

  it("answers an empty list to a seeker without resumes", async () => {
    const client = await signedInSeeker(harness);
    expect((await client.get("/api/resumes")).json).toEqual({ resumes: [] });
  });
});

describe("replace (PUT)", () => {
  it("replaces the whole resume in place, bumps updatedAt and makes no copy", async () => {
    const client = await signedInSeeker(harness);
    const id = await createResumeAs(client);
    await setUpdatedAt(id, "2024-01-01T00:00:00Z");
    const before = (await countRows(harness.context)).resumes;
    const replacement = resumeInput({
      title: "Replaced",
      template: "executive",
      experience: [],
      skills: ["Go"],
      links: {},
      languages: [],
    });
    delete replacement.certifications;

    const response = await client.put(`/api/resumes/${id}`, replacement);
    expect(response.status, response.text).toBe(200);
    const { resume } = response.json;
    expect(resume).toMatchObject({ id, title: "Replaced", template: "executive", experience: [], skills: ["Go"] });
    // Sections left out are emptied, not kept: PUT replaces.
    expect(resume.certifications).toEqual([]);
    expect(resume.languages).toEqual([]);
    expect(resume.links).toEqual({});
    expect(new Date(resume.updatedAt).getTime()).toBeGreaterThan(new Date("2024-01-01T00:00:00Z").getTime());
    expect(resume.updatedAt >= resume.createdAt).toBe(true);
    expect((await countRows(harness.context)).resumes).toBe(before);
    expect((await client.get(`/api/resumes/${id}`)).json.resume).toEqual(resume);
  });

  it("moves the replaced resume to the top of the list", async () => {
    const client = await signedInSeeker(harness);
    const first = await createResumeAs(client, { title: "First" });
    const second = await createResumeAs(client, { title: "Second" });
    await setUpdatedAt(first, "2024-01-01T00:00:00Z");
    await setUpdatedAt(second, "2024-02-01T00:00:00Z");
    expect((await client.put(`/api/resumes/${first}`, resumeInput({ title: "First, edited" }))).status).toBe(200);
    const list = (await client.get("/api/resumes")).json.resumes;
    expect(list.map((resume: { title: string }) => resume.title)).toEqual(["First, edited", "Second"]);
  });

  it("refuses an invalid replacement and keeps the stored resume", async () => {
    const client = await signedInSeeker(harness);
    const id = await createResumeAs(client, { title: "Kept" });
    const response = await client.put(`/api/resumes/${id}`, resumeInput({ title: "" }));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ title: "resumes.validation.titleRequired" });
    expect((await client.get(`/api/resumes/${id}`)).json.resume.title).toBe("Kept");
  });
});

describe("duplicate", () => {
  it("copies a resume under a new id with the title '{title} (copy)'", async () => {
    const client = await signedInSeeker(harness);
    const id = await createResumeAs(client, { title: "Data roles" });
    const response = await client.post(`/api/resumes/${id}/duplicate`);
    expect(response.status, response.text).toBe(201);
    expect(response.json).toEqual({ id: expect.any(Number) });
    expect(response.json.id).not.toBe(id);

    const original = (await client.get(`/api/resumes/${id}`)).json.resume;
    const copy = (await client.get(`/api/resumes/${response.json.id}`)).json.resume;
    expect(copy.title).toBe("Data roles (copy)");
    const strip = ({ id: _id, title: _title, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;
    expect(strip(copy)).toEqual(strip(original));
    expect((await client.get("/api/resumes")).json.resumes[0].id).toBe(response.json.id);
  });

  it("shortens a long title so the copy fits the title limit, never splitting a character", async () => {
    const client = await signedInSeeker(harness);
    // 112 letters and four emoji of two UTF-16 units each: exactly the limit of 120.
    const longTitle = `${"a".repeat(RESUME_LIMITS.title - 8)}🚀🚀🚀🚀`;
    expect(longTitle.length).toBe(RESUME_LIMITS.title);
    const id = await createResumeAs(client, { title: longTitle });
    const copyId = (await client.post(`/api/resumes/${id}/duplicate`)).json.id;
    const copy = (await client.get(`/api/resumes/${copyId}`)).json.resume;
    expect(copy.title).toBe(`${"a".repeat(RESUME_LIMITS.title - 8)} (copy)`);
    // The copy of the copy is still valid: it can be saved back unchanged.
    expect((await client.put(`/api/resumes/${copyId}`, { ...copy })).status).toBe(200);
    const again = (await client.post(`/api/resumes/${copyId}/duplicate`)).json.id;
    expect((await client.get(`/api/resumes/${again}`)).json.resume.title.length).toBeLessThanOrEqual(
      RESUME_LIMITS.title,
    );
  });
});

describe("delete", () => {
  it("deletes the resume: it is gone from reads and the list, and a second delete is 404", async () => {
    const client = await signedInSeeker(harness);
    const id = await createResumeAs(client);
    const kept = await createResumeAs(client, { title: "Kept" });
    const response = await client.delete(`/api/resumes/${id}`);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
    expectErrorContract(await client.get(`/api/resumes/${id}`), 404);
    expect((await client.get("/api/resumes")).json.resumes.map((r: { id: number }) => r.id)).toEqual([kept]);
    expectErrorContract(await client.delete(`/api/resumes/${id}`), 404);
  });
});

describe("who may", () => {
  it("answers 401 to signed-out visitors on every endpoint", async () => {
    const owner = await signedInSeeker(harness);
    const id = await createResumeAs(owner);
    const visitor = createClient(harness.app);
    const before = (await countRows(harness.context)).resumes;
    for (const response of [
      await visitor.get("/api/resumes"),
      await visitor.get(`/api/resumes/${id}`),
      await visitor.post("/api/resumes", resumeInput()),
      await visitor.put(`/api/resumes/${id}`, resumeInput({ title: "Hijacked" })),
      await visitor.delete(`/api/resumes/${id}`),
      await visitor.post(`/api/resumes/${id}/duplicate`),
      await visitor.get(`/api/resumes/${id}/download`),
      await visitor.get(`/api/resumes/${id}/json-resume`),
      await visitor.post("/api/resumes/import/json-resume", { basics: { name: "X" } }),
      await visitor.post("/api/resumes/generate-summary", { skills: ["Go"] }),
    ]) {
      expectErrorContract(response, 401);
      expect(response.json.messageKey).toBe("errors.notSignedIn");
    }
    expect((await countRows(harness.context)).resumes).toBe(before);
    expect((await owner.get(`/api/resumes/${id}`)).json.resume.title).toBe("Jane Doe - Resume");
  });

  it("hides another user's resume: 404 for read, replace, delete, duplicate, download and export", async () => {
    const owner = await signedInSeeker(harness);
    const stranger = await signedInSeeker(harness);
    const id = await createResumeAs(owner, { title: "Private" });
    const before = (await countRows(harness.context)).resumes;
    const missing = await stranger.get("/api/resumes/2147483647");
    for (const response of [
      await stranger.get(`/api/resumes/${id}`),
      await stranger.put(`/api/resumes/${id}`, resumeInput({ title: "Hijacked" })),
      await stranger.delete(`/api/resumes/${id}`),
      await stranger.post(`/api/resumes/${id}/duplicate`),
      await stranger.get(`/api/resumes/${id}/download`),
      await stranger.get(`/api/resumes/${id}/json-resume`),
    ]) {
      expectErrorContract(response, 404);
      // The same answer as for a resume that does not exist: ids reveal nothing.
      expect(response.json).toEqual(missing.json);
    }
    expect(missing.json.messageKey).toBe("resumes.errors.notFound");
    expect((await countRows(harness.context)).resumes).toBe(before);
    expect((await owner.get(`/api/resumes/${id}`)).json.resume.title).toBe("Private");
  });

  it("lets an administrator read any resume but not change, copy or delete another user's", async () => {
    const owner = await signedInSeeker(harness);
    const admin = await signedInAdmin(harness);
    const id = await createResumeAs(owner, { title: "Owner's" });
    const read = await admin.get(`/api/resumes/${id}`);
    expect(read.status).toBe(200);
    expect(read.json.resume.title).toBe("Owner's");
    // The list stays the administrator's own.
    expect((await admin.get("/api/resumes")).json.resumes).toEqual([]);

    const before = (await countRows(harness.context)).resumes;
    for (const response of [
      await admin.put(`/api/resumes/${id}`, resumeInput({ title: "Changed by admin" })),
      await admin.delete(`/api/resumes/${id}`),
      await admin.post(`/api/resumes/${id}/duplicate`),
    ]) {
      expectErrorContract(response, 403);
      expect(response.json.messageKey).toBe("resumes.errors.adminReadOnly");
    }
    expect((await countRows(harness.context)).resumes).toBe(before);
    expect((await owner.get(`/api/resumes/${id}`)).json.resume.title).toBe("Owner's");

    // Their own resumes they manage like anyone.
    const own = await createResumeAs(admin, { title: "Admin's own" });
    expect((await admin.put(`/api/resumes/${own}`, resumeInput({ title: "Edited" }))).status).toBe(200);
    expect((await admin.delete(`/api/resumes/${own}`)).status).toBe(200);
  });

  it("refuses company accounts with 403 and says why", async () => {
    const company = await signedInCompany(harness);
    const before = (await countRows(harness.context)).resumes;
    for (const response of [await company.post("/api/resumes", resumeInput()), await company.get("/api/resumes")]) {
      expectErrorContract(response, 403);
      expect(response.json.messageKey).toBe("resumes.errors.seekersOnly");
    }
    // Even an invalid body gets the account answer, not field errors.
    expectErrorContract(await company.post("/api/resumes", {}), 403);
    expect((await countRows(harness.context)).resumes).toBe(before);
    // Every route that names a resume is the same 403 for a company, whether the resume exists
    // or not: the answer tells nothing about ids, and nothing changes.
    const owner = await signedInSeeker(harness);
    const id = await createResumeAs(owner);
    for (const resumeId of [id, 2_000_000_000, "abc"]) {
      for (const response of [
        await company.get(`/api/resumes/${resumeId}`),
        await company.put(`/api/resumes/${resumeId}`, resumeInput()),
        // An invalid body too: the account answer comes before any field error.
        await company.put(`/api/resumes/${resumeId}`, {}),
        await company.delete(`/api/resumes/${resumeId}`),
        await company.post(`/api/resumes/${resumeId}/duplicate`),
        await company.get(`/api/resumes/${resumeId}/download`),
        await company.get(`/api/resumes/${resumeId}/json-resume`),
      ]) {
        expectErrorContract(response, 403);
        expect(response.json.messageKey).toBe("resumes.errors.seekersOnly");
      }
    }
    expect((await owner.get(`/api/resumes/${id}`)).json.resume.title).toBe("Jane Doe - Resume");
  });

  it("refuses a cross-site request to create or delete", async () => {
    const client = await signedInSeeker(harness);
    const id = await createResumeAs(client);
    const before = (await countRows(harness.context)).resumes;
    const evil = { origin: "https://evil.example" };
    expectErrorContract(await client.post("/api/resumes", resumeInput(), evil), 403);
    expectErrorContract(await client.delete(`/api/resumes/${id}`, undefined, evil), 403);
    expect((await countRows(harness.context)).resumes).toBe(before);
  });

  it("forgets a user's resumes when the account is deleted", async () => {
    const client = await signedInSeeker(harness);
    await createResumeAs(client);
    const userId = (await client.get("/api/auth/user")).json.id;
    await harness.context.db.delete(users).where(eq(users.id, userId));
    expect(await harness.context.db.select().from(resumes).where(eq(resumes.userId, userId))).toEqual([]);
  });
});

describe("ids", () => {
  it("answers 404 for ids that are not positive integers or cannot exist, like GET /api/jobs/{id}", async () => {
    const client = await signedInSeeker(harness);
    await createResumeAs(client);
    for (const id of ["abc", "0", "-1", "1.5", "1e3", "0x10", "99999999999", "2147483648", "%20", "1;DROP"]) {
      for (const response of [
        await client.get(`/api/resumes/${id}`),
        await client.put(`/api/resumes/${id}`, resumeInput()),
        await client.delete(`/api/resumes/${id}`),
        await client.post(`/api/resumes/${id}/duplicate`),
        await client.get(`/api/resumes/${id}/download`),
        await client.get(`/api/resumes/${id}/json-resume`),
      ]) {
        expectErrorContract(response, 404);
      }
    }
  });
});
