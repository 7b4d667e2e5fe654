// GET/PATCH /api/me: the digits an account reads numbers in when its language is Arabic
// (decision 041), Latin unless it asks for Arabic-Indic.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { resolveSession, sessionCookieName } from "../../services/auth/session";
import { expectErrorContract } from "../../test/expect-error";
import { signedInSeeker, type TTestApp } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: TTestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

async function storedDigits(userId: number): Promise<string> {
  const [row] = await harness.context.db.select({ digits: users.digits }).from(users).where(eq(users.id, userId));
  return row.digits;
}

describe("the account's digits", () => {
  it("are Latin until the owner picks Arabic-Indic, which is kept and read back", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Salma" });
    expect((await owner.get("/api/me")).json.digits).toBe("latn");

    const saved = await owner.patch("/api/me", { language: "ar", digits: "arab" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ language: "ar", digits: "arab", firstName: "Salma" });
    expect((await owner.get("/api/me")).json.digits).toBe("arab");
    expect(await storedDigits(owner.user.id)).toBe("arab");

    // A profile saved without digits keeps them; Latin can be chosen back.
    await owner.patch("/api/me", { firstName: "Salma B." });
    expect(await storedDigits(owner.user.id)).toBe("arab");
    expect((await owner.patch("/api/me", { digits: "latn" })).json.digits).toBe("latn");
  });

  it("refuses digits outside the two, naming the field, and changes nothing", async () => {
    const owner = await signedInSeeker(harness, { firstName: "Youssef" });
    for (const digits of ["hindi", "", 1, null]) {
      const refused = await owner.patch("/api/me", { digits, firstName: "Changed", language: "ar" });
      expectErrorContract(refused, 400);
      expect(refused.json.errors).toEqual({ digits: "validation.invalidOption" });
    }
    expect((await owner.get("/api/me")).json).toMatchObject({ firstName: "Youssef", language: "en", digits: "latn" });
  });

  it("answers 401 to a signed-out caller", async () => {
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const response = await createClient(harness.app, { headers: { origin } }).patch("/api/me", { digits: "arab" });
    expectErrorContract(response, 401);
  });

  it("come with the session, so every page of the account writes its numbers in them", async () => {
    const owner = await signedInSeeker(harness);
    await owner.patch("/api/me", { digits: "arab" });
    const token = owner.cookies.get(sessionCookieName(harness.context.env.isHttps)) ?? "";
    const session = await resolveSession(harness.context, { token: decodeURIComponent(token) });
    expect(session?.digits).toBe("arab");
  });
});
