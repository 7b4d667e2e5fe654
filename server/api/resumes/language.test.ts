// A resume's language (the words of its PDF and preview): given or its owner's, accepted and
// answered by every resume endpoint, and followed by the PDF's headings.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCatalogueForTests, TEST_LANGUAGE } from "@common/i18n/test-catalogue";
import { resumes, users } from "../../db/schema";
import { expectErrorContract } from "../../test/expect-error";
import { createResumeAs, resumeInput, signedInSeeker, type TSignedInClient } from "../../test/factories";
import { extractText, hasPoppler } from "../../test/pdf-test-helpers";
import { createTestApp } from "../../test/test-app";

const HEADING = "parcours xx";
let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: TSignedInClient;
let unregister: () => void;
beforeAll(async () => {
  unregister = registerCatalogueForTests(TEST_LANGUAGE, {
    resumeTemplates: { sections: { experience: HEADING }, present: "Maintenant xx" },
  });
  harness = await createTestApp();
  client = await signedInSeeker(harness);
});
afterAll(async () => {
  unregister?.();
  await harness?.close();
});

const stored = async (id: number) =>
  (await harness.context.db.select({ language: resumes.language }).from(resumes).where(eq(resumes.id, id)))[0]
    ?.language;

describe("a resume's language", () => {
  it("is the owner's when the body names none, and is answered by GET and the list", async () => {
    const seeker = await signedInSeeker(harness);
    await harness.context.db.update(users).set({ language: TEST_LANGUAGE }).where(eq(users.id, seeker.user.id));
    const id = await createResumeAs(seeker);
    expect(await stored(id)).toBe(TEST_LANGUAGE);
    expect((await seeker.get(`/api/resumes/${id}`)).json.resume.language).toBe(TEST_LANGUAGE);
    const list = (await seeker.get("/api/resumes")).json.resumes;
    expect(list.find((row: { id: number }) => row.id === id)?.language).toBe(TEST_LANGUAGE);
  });

  it("is English for an English-speaking owner", async () => {
    const id = await createResumeAs(client);
    expect((await client.get(`/api/resumes/${id}`)).json.resume.language).toBe("en");
  });

  it("is the one the body names, and PUT changes it or, when absent, keeps it", async () => {
    const id = await createResumeAs(client, { language: TEST_LANGUAGE });
    expect(await stored(id)).toBe(TEST_LANGUAGE);
    const kept = await client.put(`/api/resumes/${id}`, resumeInput({ title: "Kept" }));
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.resume).toMatchObject({ title: "Kept", language: TEST_LANGUAGE });
    const changed = await client.put(`/api/resumes/${id}`, resumeInput({ language: "en" }));
    expect(changed.json.resume.language).toBe("en");
    expect(await stored(id)).toBe("en");
    // Its own column: the content holds no copy.
    const [row] = await harness.context.db.select().from(resumes).where(eq(resumes.id, id));
    expect(row.content).not.toHaveProperty("language");
  });

  it.each([["de"], [""], [7], [null]])("refuses %j with a 400 naming language, writing nothing", async (language) => {
    const before = await harness.context.db.select().from(resumes);
    const response = await client.post("/api/resumes", resumeInput({ language }));
    expect(expectErrorContract(response, 400).code).toBe("BAD_REQUEST");
    expect(response.json.errors).toEqual({ language: "validation.invalidOption" });
    expect(await harness.context.db.select().from(resumes)).toHaveLength(before.length);

    const id = await createResumeAs(client);
    const put = await client.put(`/api/resumes/${id}`, resumeInput({ language }));
    expect(put.json.errors).toEqual({ language: "validation.invalidOption" });
    expect(await stored(id)).toBe("en");
  });

  it("goes with a duplicate", async () => {
    const id = await createResumeAs(client, { language: TEST_LANGUAGE });
    const copy = await client.post(`/api/resumes/${id}/duplicate`);
    expect(copy.status, copy.text).toBe(201);
    expect(await stored(copy.json.id)).toBe(TEST_LANGUAGE);
  });

  it("goes out in a JSON Resume's meta and comes back in with it; a file without one is the user's", async () => {
    const id = await createResumeAs(client, { language: TEST_LANGUAGE });
    const exported = await client.get(`/api/resumes/${id}/json-resume`);
    expect(exported.json.meta).toMatchObject({ language: TEST_LANGUAGE });
    const imported = await client.post("/api/resumes/import/json-resume", exported.json);
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json.draft.language).toBe(TEST_LANGUAGE);

    const { meta: _meta, ...withoutMeta } = exported.json;
    const plain = await client.post("/api/resumes/import/json-resume", withoutMeta);
    expect(plain.json.draft.language).toBe("en");
    const unknown = await client.post("/api/resumes/import/json-resume", { ...withoutMeta, meta: { language: "de" } });
    expect(unknown.json.draft.language).toBe("en");
  });
});

describe.skipIf(!hasPoppler)("the downloaded PDF", () => {
  async function pdfText(id: number): Promise<string> {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await harness.app.request(`/api/resumes/${id}/download`, { headers: { cookie } });
    expect(response.status).toBe(200);
    // Case is ignored: some templates set their headings in capitals.
    return extractText(new Uint8Array(await response.arrayBuffer()))
      .replace(/\s+/g, " ")
      .toLowerCase();
  }

  it("has its headings in the resume's language, an English resume's in English", async () => {
    const translated = await pdfText(await createResumeAs(client, { language: TEST_LANGUAGE }));
    expect(translated).toContain(HEADING);
    expect(translated).toContain("maintenant xx");
    expect(translated).not.toContain("professional experience");
    // A word the small catalogue lacks falls back to English.
    expect(translated).toContain("education");

    const english = await pdfText(await createResumeAs(client));
    expect(english).toContain("professional experience");
    expect(english).toContain("present");
    expect(english).not.toContain(HEADING);
  }, 60_000);
});
