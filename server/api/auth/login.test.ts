import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { hashSessionToken } from "../../services/auth/session";
import { errorBodyOf, expectErrorContract } from "../../test/expect-error";
import { companyInput, seekerInput, uniqueEmail, USER_JSON_KEYS } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
const seeker = seekerInput({ email: uniqueEmail("Login.Seeker"), password: "s3cret-Pässwort" });
const company = companyInput({ email: uniqueEmail("login.company") });
let seekerId: number;

beforeAll(async () => {
  harness = await createTestApp();
  seekerId = (await createClient(harness.app).post("/api/auth/register", seeker)).json.id;
  await createClient(harness.app).post("/api/auth/register", company);
});
afterAll(async () => {
  await harness?.close();
});

describe("POST /api/auth/login", () => {
  it("answers 200 with the user JSON and signs the client in", async () => {
    const client = createClient(harness.app);
    const response = await client.post("/api/auth/login", { email: seeker.email, password: seeker.password });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(USER_JSON_KEYS);
    expect(response.json).toMatchObject({
      id: seekerId,
      email: (seeker.email as string).toLowerCase(),
      userType: "jobseeker",
      role: "user",
    });
    expect(response.text).not.toMatch(/argon2|passwordHash/);
    const me = await client.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(me.json).toEqual(response.json);
  });

  it("accepts the e-mail in any case and with surrounding spaces, but not the password", async () => {
    const email = ` ${(seeker.email as string).toUpperCase()} `;
    const ok = await createClient(harness.app).post("/api/auth/login", { email, password: seeker.password });
    expect(ok.status).toBe(200);
    const wrongCase = await createClient(harness.app).post("/api/auth/login", {
      email,
      password: (seeker.password as string).toUpperCase(),
    });
    expectErrorContract(wrongCase, 401);
    const padded = await createClient(harness.app).post("/api/auth/login", {
      email,
      password: ` ${seeker.password as string}`,
    });
    expectErrorContract(padded, 401);
  });

  it("answers companyName for a company user", async () => {
    const response = await createClient(harness.app).post("/api/auth/login", {
      email: company.email,
      password: company.password,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ userType: "company", companyName: "Acme Robotics" });
  });

  it("gives an unknown e-mail and a wrong password the same status and the same body", async () => {
    const wrongPassword = await createClient(harness.app).post("/api/auth/login", {
      email: seeker.email,
      password: "not-the-password",
    });
    const unknownEmail = await createClient(harness.app).post("/api/auth/login", {
      email: uniqueEmail("nobody"),
      password: "not-the-password",
    });
    expectErrorContract(wrongPassword, 401);
    expectErrorContract(unknownEmail, 401);
    expect(wrongPassword.json).toEqual(errorBodyOf("UNAUTHORIZED", "errors.invalidCredentials"));
    expect(unknownEmail.json).toEqual(wrongPassword.json);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
    expect(unknownEmail.headers.getSetCookie()).toEqual([]);
  });

  it("starts a new session (a new token) on every sign-in and ends the one the client had", async () => {
    const client = createClient(harness.app);
    await client.post("/api/auth/login", { email: seeker.email, password: seeker.password });
    const firstToken = client.cookies.get("hirewise_session")!;
    await client.post("/api/auth/login", { email: seeker.email, password: seeker.password });
    const secondToken = client.cookies.get("hirewise_session")!;
    expect(secondToken).not.toBe(firstToken);

    const rows = await harness.context.db.select().from(sessions).where(eq(sessions.userId, seekerId));
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).toContain(hashSessionToken(secondToken));
    expect(hashes).not.toContain(hashSessionToken(firstToken));

    const replay = await createClient(harness.app).get("/api/auth/user", {
      cookie: `hirewise_session=${firstToken}`,
    });
    expect(replay.status).toBe(401);
  });

  it("does not adopt a session token the client chose (no session fixation)", async () => {
    const planted = "A".repeat(43);
    const response = await createClient(harness.app).post(
      "/api/auth/login",
      { email: seeker.email, password: seeker.password },
      { cookie: `hirewise_session=${planted}` },
    );
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/hirewise_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).not.toContain(planted);
    const [plantedRow] = await harness.context.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(planted)));
    expect(plantedRow).toBeUndefined();
  });

  it("keeps other devices signed in when one signs in again", async () => {
    const phone = createClient(harness.app);
    const laptop = createClient(harness.app);
    await phone.post("/api/auth/login", { email: seeker.email, password: seeker.password });
    await laptop.post("/api/auth/login", { email: seeker.email, password: seeker.password });
    expect((await phone.get("/api/auth/user")).status).toBe(200);
    expect((await laptop.get("/api/auth/user")).status).toBe(200);
  });
});
