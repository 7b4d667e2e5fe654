// PUT /api/language, the language switch: the browser keeps the chosen language (the lang cookie)
// and a signed-in account saves it; an unsupported code changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@common/i18n/resolve-language";
import { users } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { signedInSeeker, type TTestApp } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: TTestApp;
let origin: string;
beforeAll(async () => {
  harness = await createTestApp();
  origin = new URL(harness.context.env.PUBLIC_URL).origin;
});
afterAll(async () => {
  await harness?.close();
});

async function languageOf(userId: number): Promise<string> {
  const [row] = await harness.context.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row.language;
}

describe("PUT /api/language", () => {
  it("keeps a visitor's choice in the lang cookie for a year", async () => {
    const visitor = createClient(harness.app, { headers: { origin } });
    const response = await visitor.put("/api/language", { language: "ar" });
    expect(response.status, response.text).toBe(204);
    expect(response.text).toBe("");
    expect(visitor.cookies.get(LANGUAGE_COOKIE)).toBe("ar");
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${LANGUAGE_COOKIE}=`));
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });

  it("saves a signed-in user's choice on the account, which GET /api/me then answers", async () => {
    const seeker = await signedInSeeker(harness);
    const response = await seeker.put("/api/language", { language: "fr" });
    expect(response.status, response.text).toBe(204);
    expect(seeker.cookies.get(LANGUAGE_COOKIE)).toBe("fr");
    expect(await languageOf(seeker.user.id)).toBe("fr");
    expect((await seeker.get("/api/me")).json).toMatchObject({ language: "fr" });
  });

  it("refuses an unsupported or missing code, naming the field, and changes nothing", async () => {
    const seeker = await signedInSeeker(harness);
    const before = await languageOf(seeker.user.id);
    for (const body of [{ language: "de" }, { language: 3 }, {}]) {
      const response = await seeker.put("/api/language", body);
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ language: "validation.unsupportedLanguage" });
    }
    expect(await languageOf(seeker.user.id)).toBe(before);
    expect(seeker.cookies.has(LANGUAGE_COOKIE)).toBe(false);
  });
});
