// A request's language decides what its answer says: the page (<html lang dir> and its texts),
// an API error's message, and the mail it causes, which goes out in the recipient's language.
// Pages use the shipped languages; the API tests use a small test catalogue, whose texts they know.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTranslator, translateForLogs } from "@common/i18n";
import { registerCatalogueForTests, TEST_LANGUAGE } from "@common/i18n/test-catalogue";
import { createApp } from "./app";
import { mailQueue, users } from "./db/schema";
import { queueMail } from "./platform/mail/mail-queue";
import { expectErrorContract } from "./test/expect-error";
import { seekerInput, signedInSeeker, type TTestApp } from "./test/factories";
import { rootAndNotFoundBuild } from "./test/pages-build";
import { createClient, createTestApp } from "./test/test-app";

// The stylesheet's URL comes from the bundler, which the test has not run.
vi.mock("../app/app.css?url", () => ({ default: "/assets/app.css" }));

const CATALOGUE = {
  app: { name: "Xx-Hirewise" },
  errors: { apiNotFound: "Xx no such API", invalidInput: "Xx check the form" },
  validation: { unsupportedLanguage: "Xx choose a language offered" },
  mail: { verifyEmail: { subject: "Xx confirm your address" }, greeting: "Xx hello {{firstName}}," },
};

let harness: TTestApp;
let unregister: () => void;
beforeAll(async () => {
  unregister = registerCatalogueForTests(TEST_LANGUAGE, CATALOGUE);
  harness = await createTestApp();
});
afterAll(async () => {
  unregister();
  await harness?.close();
});

describe("a page", () => {
  const pages = () =>
    createApp({ app: harness.context, mode: "production", getBuild: async () => rootAndNotFoundBuild() });
  const html = { accept: "text/html" };

  it("renders <html lang dir>, its head and its texts in its URL's language", async () => {
    const app = pages();
    const arabic = createTranslator("ar");
    const response = await app.request("/ar/no-such-page", { headers: { ...html, cookie: "lang=fr" } });
    expect(response.status).toBe(404);
    const inArabic = await response.text();
    expect(inArabic).toContain('<html lang="ar" dir="rtl"');
    expect(arabic("notFound.title")).not.toBe(translateForLogs("notFound.title"));
    expect(inArabic).toContain(`<title>${arabic("notFound.title")} | ${arabic("app.name")}</title>`);

    const inFrench = await (await app.request("/fr/no-such-page", { headers: html })).text();
    expect(inFrench).toContain('<html lang="fr" dir="ltr"');
    expect(inFrench).toMatch(new RegExp(`<h1[^>]*>${createTranslator("fr")("notFound.title")}</h1>`));

    const inEnglish = await (await app.request("/no-such-page", { headers: html })).text();
    expect(inEnglish).toContain('<html lang="en" dir="ltr"');
    expect(inEnglish).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
  });

  it("sends a visitor who reads another language from the English URL to theirs", async () => {
    const app = pages();
    const open = (headers: Record<string, string>, path = "/no-such-page?q=1") =>
      app.request(path, { headers: { ...html, ...headers }, redirect: "manual" });

    // Their choice (the cookie) first, then their browser's languages.
    const chosen = await open({ cookie: "lang=ar", "accept-language": "fr" });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe("/ar/no-such-page?q=1");
    expect(chosen.headers.get("vary")).toMatch(/Cookie, Accept-Language/);
    expect((await open({ "accept-language": "de, fr-CA;q=0.8" })).headers.get("location")).toBe("/fr/no-such-page?q=1");

    // English chosen, or nothing asked: the English page, where it is.
    expect((await open({ cookie: "lang=en", "accept-language": "ar" })).status).toBe(404);
    expect((await open({})).status).toBe(404);
    // A page already in a language, and the router's data requests, are answered as they are.
    expect((await open({ cookie: "lang=fr" }, "/ar/no-such-page")).status).toBe(404);
    const data = await app.request("/no-such-page.data", { headers: { cookie: "lang=ar" }, redirect: "manual" });
    expect(data.status).not.toBe(302);
  });
});

describe("an API error answer", () => {
  it("says its message in the request's language and keeps the key", async () => {
    const client = createClient(harness.app);
    const inTest = await client.get("/api/no-such-thing", { "accept-language": TEST_LANGUAGE });
    expect(inTest.status).toBe(404);
    expect(inTest.json).toMatchObject({ messageKey: "errors.apiNotFound", message: "Xx no such API" });

    const byCookie = await client.get("/api/no-such-thing", { cookie: `lang=${TEST_LANGUAGE}` });
    expect(byCookie.json.message).toBe("Xx no such API");

    const inEnglish = await client.get("/api/no-such-thing");
    expectErrorContract(inEnglish, 404);
    expect(inEnglish.json.message).not.toContain("Xx");
  });

  it("of a thrown AppError too (the error handler translates it)", async () => {
    const origin = new URL(harness.context.env.PUBLIC_URL).origin;
    const client = createClient(harness.app, { headers: { origin, "accept-language": TEST_LANGUAGE } });
    const refused = await client.post("/api/auth/register", { email: "not an address" });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ messageKey: "errors.invalidInput", message: "Xx check the form" });
  });
});

describe("an account's language", () => {
  const origin = () => new URL(harness.context.env.PUBLIC_URL).origin;

  it("follows the account to each browser it signs in on", async () => {
    const input = seekerInput();
    const first = createClient(harness.app, { headers: { origin: origin(), "accept-language": "fr" } });
    expect((await first.post("/api/auth/register", input)).status).toBe(201);
    const elsewhere = createClient(harness.app, { headers: { origin: origin() } });
    expect(elsewhere.cookies.get("lang")).toBeUndefined();
    const signedIn = await elsewhere.post("/api/auth/login", { email: input.email, password: input.password });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(elsewhere.cookies.get("lang")).toBe("fr");
  });

  it("is the registering request's, and its verification mail is written in it", async () => {
    const client = createClient(harness.app, { headers: { origin: origin(), "accept-language": TEST_LANGUAGE } });
    const registered = await client.post("/api/auth/register", seekerInput({ firstName: "Ada" }));
    expect(registered.status, registered.text).toBe(201);
    expect((await client.get("/api/me")).json.language).toBe(TEST_LANGUAGE);

    const [mail] = await harness.context.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.userId, registered.json.id))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    expect(mail.subject).toBe("Xx confirm your address");
    expect(mail.text).toContain("Xx hello Ada,");
    expect(mail.html).toContain(`<html lang="${TEST_LANGUAGE}" dir="ltr">`);
  });

  it("is English by default, changes through PATCH /api/me, and only to a supported language", async () => {
    const client = await signedInSeeker(harness);
    const me = await client.get("/api/me");
    expect(me.json.language).toBe("en");
    const profile = { firstName: me.json.firstName, lastName: me.json.lastName };

    const refused = await client.patch("/api/me", { ...profile, language: "klingon" });
    expectErrorContract(refused, 400);
    expect(refused.json.errors).toEqual({ language: "validation.unsupportedLanguage" });

    const saved = await client.patch("/api/me", { ...profile, language: TEST_LANGUAGE });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.language).toBe(TEST_LANGUAGE);
    expect((await client.get("/api/me")).json.language).toBe(TEST_LANGUAGE);
    // The browser keeps the choice: the site answers in it from then on.
    expect(client.cookies.get("lang")).toBe(TEST_LANGUAGE);
    expect((await client.get("/api/no-such-thing")).json.message).toBe("Xx no such API");

    // Saving the profile without a language keeps the one stored.
    await client.patch("/api/me", { ...profile, firstName: "Kept" });
    expect((await client.get("/api/me")).json.language).toBe(TEST_LANGUAGE);
  });

  it("decides the language of every mail to the account, whatever language queued it", async () => {
    const client = await signedInSeeker(harness, { firstName: "Kim" });
    await harness.context.db.update(users).set({ language: TEST_LANGUAGE }).where(eq(users.id, client.user.id));
    const id = await queueMail(harness.context, {
      to: client.user.email,
      userId: client.user.id,
      template: "verify-email",
      data: { firstName: "Kim", email: client.user.email, link: "http://x/verify" },
      language: "en",
    });
    const [mail] = await harness.context.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(mail.subject).toBe("Xx confirm your address");

    // An address without an account: the language of the request that caused the mail.
    const toAddress = await queueMail(harness.context, {
      to: "someone@example.com",
      template: "verify-email",
      data: { firstName: "Lee", email: "someone@example.com", link: "http://x/verify" },
      language: TEST_LANGUAGE,
    });
    const [addressMail] = await harness.context.db.select().from(mailQueue).where(eq(mailQueue.id, toAddress));
    expect(addressMail.text).toContain("Xx hello Lee,");
  });
});
