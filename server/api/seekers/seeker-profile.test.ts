// One candidate of the directory: GET /api/seekers/{id} (card, every skill, the match, the
// company's own saved entry and whether it may write), the chosen resume and its PDF, and the
// CSV export of a search. Hiding a profile removes the candidate from everything at once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInCompany, signedInSeeker, type TTestApp } from "../../test/factories";
import { expectErrorContract } from "../../test/expect-error";
import { hiringCompany, type THiringCompany } from "../../test/hiring";
import { createClient, createTestApp } from "../../test/test-app";
import { visibleSeeker } from "../../test/visible-seeker";

let harness: TTestApp;
let company: THiringCompany;
let nurse: Awaited<ReturnType<typeof visibleSeeker>>;

beforeAll(async () => {
  harness = await createTestApp();
  company = await hiringCompany(harness);
  nurse = await visibleSeeker(harness, {
    firstName: "Nora",
    lastName: "Nightingale",
    resume: {
      title: "Nurse - Resume",
      experience: [{ company: "City Hospital", position: "Registered Nurse", startDate: "2016-01", current: true }],
      skills: ["Patient Assessment", "ICU", "Basic Life Support", "Triage", "Wound Care", "Phlebotomy", "BLS", "ACLS"],
    },
    profile: { headline: '=HYPERLINK("http://evil.example"), "ICU" nurse' },
  });
});
afterAll(async () => {
  await harness?.close();
});

const origin = () => new URL(harness.context.env.PUBLIC_URL).origin;

describe("GET /api/seekers/{id}", () => {
  it("answers the card, every skill, the chosen resume, the match to a job, the saved entry and canMessage", async () => {
    const jobId = await company.job({
      title: "ICU Registered Nurse",
      skills: ["Triage", "BLS"],
      country: "United Arab Emirates",
      city: "Dubai",
    });
    const answer = await company.client.get(`/api/seekers/${nurse.user.id}?jobId=${jobId}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      userId: nurse.user.id,
      card: { name: "Nora Nightingale", resumeTitle: "Nurse - Resume" },
      moreSkills: 2,
      skills: ["Patient Assessment", "ICU", "Basic Life Support", "Triage", "Wound Care", "Phlebotomy", "BLS", "ACLS"],
      resume: { id: nurse.resumeId, title: "Nurse - Resume" },
      favorite: null,
      canMessage: true,
    });
    expect(answer.json.match.score).toEqual(expect.any(Number));
    expect(answer.text).not.toContain(nurse.user.email);

    const saved = await company.client.post("/api/favorites", { seekerId: nurse.user.id, note: "Call Monday" });
    expect(saved.status, saved.text).toBe(201);
    const withFavorite = await company.client.get(`/api/seekers/${nurse.user.id}`);
    expect(withFavorite.json.favorite).toEqual({ note: "Call Monday", savedAt: expect.any(String) });
    expect(withFavorite.json.match).toBeNull();

    // The seeker blocks the company: it may no longer write to them.
    await harness.context.db.execute(
      sql`insert into message_blocks (seeker_user_id, company_id) values (${nurse.user.id}, ${company.companyId})`,
    );
    expect((await company.client.get(`/api/seekers/${nurse.user.id}`)).json.canMessage).toBe(false);
    const other = await signedInCompany(harness, {}, { name: "Other Clinic" });
    const otherAnswer = await other.get(`/api/seekers/${nurse.user.id}`);
    expect(otherAnswer.json).toMatchObject({ canMessage: true, favorite: null });
  });

  it("is a 404 for anyone who is not a visible candidate, and refuses a job seeker and a visitor", async () => {
    expectErrorContract(await company.client.get(`/api/seekers/${company.client.user.id}`), 404);
    expectErrorContract(await company.client.get("/api/seekers/2147483647"), 404);
    expectErrorContract(await company.client.get("/api/seekers/abc"), 404);
    const hidden = await visibleSeeker(harness, { firstName: "Hana", profile: { visible: false } });
    expectErrorContract(await company.client.get(`/api/seekers/${hidden.user.id}`), 404);
    expectErrorContract(await company.client.get(`/api/seekers/${hidden.user.id}/resume`), 404);
    // A visible profile whose resume was deleted: at once, every route.
    const resumeless = await visibleSeeker(harness, { firstName: "Rami" });
    expect((await company.client.get(`/api/seekers/${resumeless.user.id}`)).status).toBe(200);
    expect((await resumeless.delete(`/api/resumes/${resumeless.resumeId}`)).status).toBeLessThan(300);
    for (const path of ["", "/resume", "/resume.pdf"]) {
      expectErrorContract(await company.client.get(`/api/seekers/${resumeless.user.id}${path}`), 404);
    }
    const rival = await signedInCompany(harness);
    const rivalJob = await hiringCompany(harness).then((owner) => owner.job());
    expectErrorContract(await rival.get(`/api/seekers/${nurse.user.id}?jobId=${rivalJob}`), 404);
    expectErrorContract(await company.client.get(`/api/seekers/${nurse.user.id}?jobId=x`), 400);

    const seeker = await signedInSeeker(harness);
    for (const path of ["", "/resume", "/resume.pdf"]) {
      expectErrorContract(await seeker.get(`/api/seekers/${nurse.user.id}${path}`), 403);
      const visitor = createClient(harness.app, { headers: { origin: origin() } });
      expectErrorContract(await visitor.get(`/api/seekers/${nurse.user.id}${path}`), 401);
    }
    const admin = await signedInAdmin(harness);
    const adminAnswer = await admin.get(`/api/seekers/${nurse.user.id}`);
    expect(adminAnswer.status, adminAnswer.text).toBe(200);
    expect(adminAnswer.json).toMatchObject({ favorite: null, canMessage: false });
  });
});

describe("GET /api/seekers/{id}/resume and resume.pdf", () => {
  it("answers the chosen resume, and renders it as a PDF named after its title", async () => {
    const resume = await company.client.get(`/api/seekers/${nurse.user.id}/resume`);
    expect(resume.status, resume.text).toBe(200);
    expect(resume.json).toMatchObject({ id: nurse.resumeId, title: "Nurse - Resume", template: "modern" });
    expect(resume.json.content.experience[0].position).toBe("Registered Nurse");
    expect(resume.headers.get("cache-control")).toBe("private, no-store");

    const pdf = await company.client.get(`/api/seekers/${nurse.user.id}/resume.pdf`);
    expect(pdf.status, pdf.text.slice(0, 200)).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain('filename="Nurse_Resume.pdf"');
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
  });
});

describe("GET /api/seekers/export.csv", () => {
  it("answers the search's cards as CSV with headings, escaped cells and no contact details", async () => {
    await visibleSeeker(harness, { firstName: "Jamal", profile: { country: "DE", city: "Berlin" } });
    const answer = await company.client.get("/api/seekers/export.csv?country=AE");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toContain('filename="candidates.csv"');
    const lines = answer.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Name,Headline,Location,Availability,Years of experience,Skills,Resume,Updated");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Nora Nightingale,"'=HYPERLINK(""http://evil.example""), ""ICU"" nurse"`);
    expect(lines[1]).toContain("Dubai, United Arab Emirates");
    expect(answer.text).not.toContain("@example.com");
    expect(answer.text).not.toContain("+1 555");
  });

  it("is for companies and administrators: a job seeker 403, a visitor 401, bad input 400", async () => {
    expectErrorContract(await (await signedInSeeker(harness)).get("/api/seekers/export.csv"), 403);
    const visitor = createClient(harness.app, { headers: { origin: origin() } });
    expectErrorContract(await visitor.get("/api/seekers/export.csv"), 401);
    const bad = expectErrorContract(await company.client.get("/api/seekers/export.csv?experience=9"), 400);
    expect(Object.keys(bad.errors)).toEqual(["experience"]);
    expect((await (await signedInAdmin(harness)).get("/api/seekers/export.csv")).status).toBe(200);
  });
});

describe("hiding a profile", () => {
  it("removes the candidate from the search, the count, the profile, the resume and the saved list at once", async () => {
    const shown = await visibleSeeker(harness, { firstName: "Zed", lastName: "Vanisher" });
    const search = `/api/seekers?search=vanisher`;
    expect((await company.client.get(search)).json.total).toBe(1);
    await company.client.post("/api/favorites", { seekerId: shown.user.id, note: "" });
    await shown.setVisible(false);
    expect((await company.client.get(search)).json.total).toBe(0);
    const visitor = createClient(harness.app, { headers: { origin: origin() } });
    expect((await visitor.get(search)).json).toEqual({ total: 0 });
    expectErrorContract(await company.client.get(`/api/seekers/${shown.user.id}`), 404);
    expectErrorContract(await company.client.get(`/api/seekers/${shown.user.id}/resume.pdf`), 404);
    const favorites = await company.client.get("/api/favorites");
    expect(favorites.json.favorites.map((entry: { userId: number }) => entry.userId)).not.toContain(shown.user.id);
    await shown.setVisible(true);
    expect((await company.client.get(search)).json.total).toBe(1);
    // A renamed account is found under its new name at once.
    const renamed = await shown.patch("/api/me", { lastName: "Stayer" });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await company.client.get(search)).json.total).toBe(0);
    expect((await company.client.get("/api/seekers?search=stayer")).json.candidates[0].card.name).toBe("Zed Stayer");
  });
});
