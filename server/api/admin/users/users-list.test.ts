// GET /api/admin/users, and who may call each of the Users tab's endpoints.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, users } from "../../../db/schema";
import { errorBodyOf, expectErrorContract } from "../../../test/expect-error";
import {
  signedInAdmin,
  signedInCompany,
  signedInSeeker,
  type TSignedInClient,
  type TTestApp,
} from "../../../test/factories";
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

/** Every endpoint of the tab, as the authorization matrix calls it, for an account that exists. */
function endpoints(targetId: number) {
  return [
    { method: "get", path: "/api/admin/users", body: undefined, ok: 200 },
    { method: "post", path: `/api/admin/users/${targetId}/role`, body: { admin: false }, ok: 200 },
    { method: "post", path: `/api/admin/users/${targetId}/verify`, body: { verified: true }, ok: 200 },
    { method: "post", path: `/api/admin/users/${targetId}/suspend`, body: undefined, ok: 200 },
    { method: "post", path: `/api/admin/users/${targetId}/reinstate`, body: undefined, ok: 200 },
    { method: "delete", path: `/api/admin/users/${targetId}`, body: undefined, ok: 204 },
  ] as const;
}

function call(client: ReturnType<typeof createClient>, endpoint: { method: string; path: string; body?: unknown }) {
  return endpoint.method === "get"
    ? client.get(endpoint.path)
    : endpoint.method === "delete"
      ? client.delete(endpoint.path)
      : client.post(endpoint.path, endpoint.body);
}

describe("who may call the Users tab's endpoints", () => {
  it("answers 401 signed out, 403 to a job seeker and a company, and changes nothing", async () => {
    const target = await signedInSeeker(harness);
    const seeker = await signedInSeeker(harness);
    const company = await signedInCompany(harness);
    for (const endpoint of endpoints(target.user.id)) {
      const anonymous = await call(createClient(harness.app), endpoint);
      expectErrorContract(anonymous, 401);
      expect(anonymous.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.notSignedIn"));
      for (const caller of [seeker, company]) {
        const refused = await call(caller, endpoint);
        expectErrorContract(refused, 403);
        expect(refused.json).toEqual(errorBodyOf("FORBIDDEN", "errors.adminsOnly"));
      }
    }
    const [row] = await harness.context.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row).toMatchObject({ role: "user", isVerified: false, suspendedAt: null });
  });

  it("lets an administrator call each of them", async () => {
    const target = await signedInSeeker(harness);
    for (const endpoint of endpoints(target.user.id)) {
      const response = await call(admin, endpoint);
      expect(response.status, `${endpoint.method} ${endpoint.path}: ${response.text}`).toBe(endpoint.ok);
    }
  });

  it("answers 404 for an account that does not exist or an id that cannot be one", async () => {
    for (const id of ["999999", "0", "abc", "1e3", "99999999999"]) {
      for (const endpoint of endpoints(0).slice(1)) {
        const response = await call(admin, { ...endpoint, path: endpoint.path.replace("/0", `/${id}`) });
        expectErrorContract(response, 404);
        expect(response.json).toEqual(errorBodyOf("NOT_FOUND", "errors.notFound"));
      }
    }
  });
});

describe("GET /api/admin/users", () => {
  it("answers a page of display-ready rows, newest first, with the last sign-in from the audit log", async () => {
    const seeker = await signedInSeeker(harness, { firstName: "Listed", lastName: "Seeker" });
    const company = await signedInCompany(harness, {}, { name: "Listed Widgets" });
    const login = await createClient(harness.app).post("/api/auth/login", {
      email: seeker.user.email,
      password: "correct-horse",
    });
    expect(login.status).toBe(200);
    const [signIn] = await harness.context.db
      .select({ at: auditEvents.occurredAt })
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, seeker.user.id), eq(auditEvents.event, "sign-in.succeeded")));
    await harness.context.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, seeker.user.id));

    const response = await admin.get("/api/admin/users?q=listed");
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({
      items: [
        {
          id: company.user.id,
          firstName: "Wile",
          lastName: "Coyote",
          companyName: "Listed Widgets",
          email: company.user.email,
          userType: "company",
          role: "user",
          emailConfirmed: false,
          isVerified: false,
          isSuspended: false,
          suspendedAt: null,
          createdAt: company.user.createdAt,
          lastSignInAt: null,
          isSelf: false,
        },
        {
          id: seeker.user.id,
          firstName: "Listed",
          lastName: "Seeker",
          companyName: null,
          email: seeker.user.email,
          userType: "jobseeker",
          role: "user",
          emailConfirmed: true,
          isVerified: false,
          isSuspended: false,
          suspendedAt: null,
          createdAt: seeker.user.createdAt,
          lastSignInAt: signIn.at.toISOString(),
          isSelf: false,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 25,
    });
  });

  it("searches the whole name and the e-mail in any case, and takes % and _ as themselves", async () => {
    const seeker = await signedInSeeker(harness, { firstName: "Quinta", lastName: "Marlowe" });
    const ids = async (q: string) =>
      ((await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json.items as { id: number }[]).map(
        (item) => item.id,
      );
    expect(await ids("quinta marl")).toEqual([seeker.user.id]);
    expect(await ids(seeker.user.email.toUpperCase())).toEqual([seeker.user.id]);
    expect(await ids("quinta%marlowe")).toEqual([]);
    expect(await ids("quint_")).toEqual([]);
  });

  it("filters by role: job seekers, companies, administrators (of either kind), all", async () => {
    const seeker = await signedInSeeker(harness, { firstName: "Rolefilter" });
    const company = await signedInCompany(harness, { firstName: "Rolefilter" });
    const companyAdmin = await signedInCompany(harness, { firstName: "Rolefilter" });
    await harness.context.db.update(users).set({ role: "admin" }).where(eq(users.id, companyAdmin.user.id));
    const ids = async (role: string) =>
      ((await admin.get(`/api/admin/users?q=rolefilter&role=${role}`)).json.items as { id: number }[])
        .map((item) => item.id)
        .sort((a, b) => a - b);
    expect(await ids("jobseeker")).toEqual([seeker.user.id]);
    expect(await ids("company")).toEqual([company.user.id, companyAdmin.user.id]);
    expect(await ids("admin")).toEqual([companyAdmin.user.id]);
    expect(await ids("all")).toEqual([seeker.user.id, company.user.id, companyAdmin.user.id]);
    expect(await ids("")).toEqual(await ids("all"));
  });

  it("pages on the server and marks the caller's own row", async () => {
    for (let i = 0; i < 3; i++) await signedInSeeker(harness, { firstName: "Pager" });
    const first = await admin.get("/api/admin/users?q=pager&pageSize=2");
    const second = await admin.get("/api/admin/users?q=pager&pageSize=2&page=2");
    expect(first.json).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json.items).toHaveLength(2);
    expect(second.json.items).toHaveLength(1);
    const self = await admin.get(`/api/admin/users?q=${encodeURIComponent(admin.user.email)}`);
    expect(self.json.items).toEqual([expect.objectContaining({ id: admin.user.id, role: "admin", isSelf: true })]);
  });

  it.each([
    ["role=owner", "role", "validation.invalidOption"],
    ["page=0", "page", "validation.pageRange"],
    ["page=x", "page", "validation.invalidNumber"],
    ["pageSize=101", "pageSize", "validation.pageSizeRange"],
    [`q=${"a".repeat(201)}`, "q", "validation.tooLong"],
  ])("refuses ?%s with 400 naming the field", async (query, field, key) => {
    const response = await admin.get(`/api/admin/users?${query}`);
    const body = expectErrorContract(response, 400);
    expect(body.errors).toEqual({ [field]: key });
  });
});
