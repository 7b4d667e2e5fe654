// The administrator console's audit log (searchable by user and event, paged) and "Export Data"
// (jobs, users and applications as CSV, streamed in batches, formula-like cells defused), for
// administrators only (decision 032).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, auditEvents, users } from "../../../db/schema";
import { EXPORT_BATCH_SIZE } from "../../../services/admin/records/export-csv";
import {
  insertJobs,
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../test/factories";
import { expectErrorContract } from "../../../test/expect-error";
import { createClient, createTestApp } from "../../../test/test-app";

let harness: TTestApp;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

/** RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (isQuoted && character === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (character === '"') {
      isQuoted = !isQuoted;
    } else if (isQuoted) {
      cell += character;
    } else if (character === ",") {
      record.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      index++;
    } else {
      cell += character;
    }
  }
  return records;
}

/** Every chunk of a stream, as a reader gets them. */
async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

/** The export read as a browser reads it: chunk by chunk. */
async function download(path: string) {
  const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await harness.app.request(path, { headers: { cookie } });
  const bytes = await chunksOf(response.body as ReadableStream<Uint8Array>);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat(bytes));
  return { response, chunks: bytes.length, text, records: parseCsv(text.replace(/^\uFEFF/, "")) };
}

describe("who may read the audit log and the exports", () => {
  it("answers 401 signed out and 403 to a job seeker and a company", async () => {
    const anonymous = createClient(harness.app);
    const seeker = await signedInSeeker(harness);
    const company = await signedInCompany(harness);
    for (const path of [
      "/api/admin/audit",
      "/api/admin/export/jobs.csv",
      "/api/admin/export/users.csv",
      "/api/admin/export/applications.csv",
    ]) {
      expectErrorContract(await anonymous.get(path), 401);
      expectErrorContract(await seeker.get(path), 403);
      expectErrorContract(await company.get(path), 403);
      const answer = await admin.get(path);
      expect(answer.status, answer.text).toBe(200);
    }
  });
});

describe("GET /api/admin/audit", () => {
  it("lists the log newest first, paged, with the account's name and the events it knows", async () => {
    const seeker = await signedInSeeker(harness, { firstName: "Audra", lastName: "Logan" });
    const answer = await admin.get("/api/admin/audit?pageSize=1");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ page: 1, pageSize: 1 });
    expect(answer.json.total).toBeGreaterThan(1);
    expect(answer.json.items).toEqual([
      {
        id: expect.any(Number),
        occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        event: "registration",
        userId: seeker.user.id,
        email: seeker.user.email,
        userName: "Audra Logan",
        ipAddress: "203.0.113.10",
        requestId: expect.any(String),
        detail: null,
      },
    ]);
    expect(answer.json.events).toEqual(expect.arrayContaining(["sign-in.succeeded", "admin.test-email-sent"]));
    const second = await admin.get("/api/admin/audit?pageSize=1&page=2");
    expect(second.json.items[0].id).toBeLessThan(answer.json.items[0].id);
  });

  it("finds a user's events by id or by part of an address, recorded or current, in any case", async () => {
    const seeker = await signedInSeeker(harness, { email: "finder.person@example.com" });
    await harness.context.db.insert(auditEvents).values([
      { event: "sign-in.succeeded", userId: seeker.user.id, email: null },
      { event: "sign-in.failed", email: "finder.person@example.com" },
      { event: "sign-in.limit-reached", email: "someone.else@example.com" },
      { event: "password.reset", userId: seeker.user.id, email: "finder.person@example.com" },
    ]);
    const byAddress = await admin.get("/api/admin/audit?q=FINDER.PERSON");
    expect(byAddress.status, byAddress.text).toBe(200);
    expect(byAddress.json.items.map((item: { event: string }) => item.event).sort()).toEqual([
      "password.reset",
      "registration",
      "sign-in.failed",
      "sign-in.succeeded",
    ]);
    // An event that recorded no address shows the account's current one.
    const signIn = byAddress.json.items.find((item: { event: string }) => item.event === "sign-in.succeeded");
    expect(signIn.email).toBe("finder.person@example.com");

    const byId = await admin.get(`/api/admin/audit?q=${seeker.user.id}`);
    expect(byId.json.items.map((item: { event: string }) => item.event).sort()).toEqual([
      "password.reset",
      "registration",
      "sign-in.succeeded",
    ]);
    const signIns = await admin.get("/api/admin/audit?q=finder.person&event=sign-in");
    expect(signIns.json.items.map((item: { event: string }) => item.event).sort()).toEqual([
      "sign-in.failed",
      "sign-in.succeeded",
    ]);
    const failed = await admin.get("/api/admin/audit?event=sign-in.failed");
    expect(failed.json.items.every((item: { event: string }) => item.event === "sign-in.failed")).toBe(true);
    expect(failed.json.total).toBe(failed.json.items.length);
    for (const q of ["%", "_", "99999999999"]) {
      const nothing = await admin.get(`/api/admin/audit?q=${encodeURIComponent(q)}`);
      expect(nothing.json).toMatchObject({ items: [], total: 0 });
    }
  });

  it("refuses a bad filter, page or page size, naming the field", async () => {
    for (const [query, field] of [
      ["event=Sign%20in!", "event"],
      ["event=sign-in.%25", "event"],
      [`event=${"a".repeat(101)}`, "event"],
      [`q=${"x".repeat(255)}`, "q"],
      ["page=0", "page"],
      ["page=10001", "page"],
      ["pageSize=0", "pageSize"],
      ["pageSize=1000", "pageSize"],
    ]) {
      const answer = await admin.get(`/api/admin/audit?${query}`);
      expect(expectErrorContract(answer, 400).errors).toHaveProperty(field);
    }
  });
});

describe("GET /api/admin/export/*.csv", () => {
  it("streams 2,000 jobs in batches, every row once, formula-like cells defused", async () => {
    const count = 2 * EXPORT_BATCH_SIZE;
    const titles = ['=HYPERLINK("http://evil.example")', "+1 Engineer", "-Lead", "@SUM(A1)", 'Chef, "sous"\nnights'];
    await insertJobs(
      harness.context.db,
      Array.from({ length: count }, (_, index) => ({
        title: index < titles.length ? titles[index] : `Job ${index}`,
        company: index === 0 ? "=cmd|' /C calc'!A0" : "Acme Fixtures",
        salaryMin: 50_000,
        salaryMax: 70_000,
        currency: "EUR",
        ...(index === 1 ? { expiresInHours: -1 } : {}),
      })),
    );
    const { response, chunks, text, records } = await download("/api/admin/export/jobs.csv");
    expect(response.status).toBe(200);
    const exported = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.data-exported"));
    expect(exported.map((row) => row.detail)).toContainEqual({ by: admin.user.id, kind: "jobs" });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="hirewise-jobs-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(text.startsWith("\uFEFFID,Title,Company,Location,Country,Work type,Status,")).toBe(true);
    // The header, then one chunk per batch: the file was never built whole.
    expect(chunks).toBeGreaterThanOrEqual(3);
    const [header, ...rows] = records;
    expect(header).toEqual([
      "ID",
      "Title",
      "Company",
      "Location",
      "Country",
      "Work type",
      "Status",
      "Salary min",
      "Salary max",
      "Currency",
      "Applications",
      "Created",
      "Expires",
    ]);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row[0])).size).toBe(count);
    expect(rows.every((row) => row.length === header.length)).toBe(true);
    expect(rows.slice(0, titles.length).map((row) => row[1])).toEqual([
      '\'=HYPERLINK("http://evil.example")',
      "'+1 Engineer",
      "'-Lead",
      "'@SUM(A1)",
      'Chef, "sous"\nnights',
    ]);
    expect(rows[0][2]).toBe("'=cmd|' /C calc'!A0");
    expect(rows[0].slice(3)).toEqual([
      "New York, United States",
      "United States",
      "onsite",
      "active",
      "50000",
      "70000",
      "EUR",
      "0",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    ]);
    // An active job past its date reads "expired", as everywhere.
    expect(rows[1][6]).toBe("expired");
  });

  it("exports users: name, address, type, role, the two confirmations and when they joined", async () => {
    const company = await signedInCompany(harness, { firstName: "=Evil", lastName: "Corp" });
    await harness.context.db.update(users).set({ isVerified: true }).where(eq(users.id, company.user.id));
    const { response, records } = await download("/api/admin/export/users.csv");
    expect(response.headers.get("content-disposition")).toMatch(/filename="hirewise-users-\d{4}-\d\d-\d\d\.csv"/);
    const [header, ...rows] = records;
    expect(header).toEqual(["ID", "Name", "E-mail", "Type", "Role", "E-mail confirmed", "Verified", "Joined"]);
    const total = await harness.context.db.$count(users);
    expect(rows).toHaveLength(total);
    expect(rows.find((row) => row[0] === String(company.user.id))).toEqual([
      String(company.user.id),
      "'=Evil Corp",
      company.user.email,
      "company",
      "user",
      "No",
      "Yes",
      expect.stringMatching(/Z$/),
    ]);
    expect(rows.find((row) => row[0] === String(admin.user.id))?.slice(3, 5)).toEqual(["jobseeker", "admin"]);
  });

  it("exports applications with the job as it was sent, the anonymised ones left blank", async () => {
    const [jobId] = await insertJobs(harness.context.db, [{ title: "Nurse" }]);
    const application = {
      resumeTitle: "CV",
      resumeTemplate: "modern",
      resumeContent: {},
      jobSnapshot: { title: "@Night nurse", company: "City Hospital" },
    };
    await harness.context.db.insert(applications).values([
      {
        ...application,
        jobId,
        applicantName: "Nora Nightingale",
        applicantEmail: "nora@example.com",
        status: "interview",
      },
      { ...application, jobId: null, applicantName: null, applicantEmail: null },
    ]);
    const { response, records } = await download("/api/admin/export/applications.csv");
    expect(response.headers.get("content-disposition")).toMatch(/filename="hirewise-applications-/);
    const [header, ...rows] = records;
    expect(header).toEqual(["ID", "Applicant", "E-mail", "Job", "Company", "Status", "Applied"]);
    expect(rows.map((row) => row.slice(1, 6))).toEqual([
      ["Nora Nightingale", "nora@example.com", "'@Night nurse", "City Hospital", "interview"],
      ["", "", "'@Night nurse", "City Hospital", "applied"],
    ]);
  });

  it("answers 404 for an export that is not one", async () => {
    expectErrorContract(await admin.get("/api/admin/export/resumes.csv"), 404);
  });
});
