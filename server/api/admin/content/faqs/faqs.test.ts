// /api/admin/content/faqs and GET /api/site/landing: the landing page's FAQ edited by an
// administrator, the built-in one copied in, bad input refused, and the FAQPage structured data
// built from exactly the questions the landing page shows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildFaqJsonLd } from "../../../../../app/features/landing/faq";
import { siteFaqs } from "../../../../db/schema";
import { expectErrorContract } from "../../../../test/expect-error";
import { signedInAdmin, signedInSeeker, type TSignedInClient } from "../../../../test/factories";
import { createClient, createTestApp } from "../../../../test/test-app";

const PATH = "/api/admin/content/faqs";
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});
beforeEach(async () => {
  await harness.context.db.delete(siteFaqs);
  harness.context.siteContent.invalidate("landing");
});

const rows = () => harness.context.db.select().from(siteFaqs);
const pair = (n: number) => ({ question: `Question ${n}?`, answer: `Answer ${n}.` });

describe("who may", () => {
  it("answers 401 signed out and 403 to a job seeker", async () => {
    expectErrorContract(await createClient(harness.app).post(PATH, pair(1)), 401);
    const seeker = await signedInSeeker(harness);
    expectErrorContract(await seeker.get(PATH), 403);
    expectErrorContract(await seeker.post(`${PATH}/import-defaults`), 403);
    expect(await rows()).toEqual([]);
  });
});

describe("the landing page's FAQ", () => {
  it("replaces the built-in FAQ once one is published, in the administrator's order", async () => {
    const before = await createClient(harness.app).get("/api/site/landing");
    expect(before.json.faqs.source).toBe("default");
    expect(before.json.faqs.items[0].question).toBe("How do I search for jobs on Hirewise?");

    const first = await admin.post(PATH, pair(1));
    expect(first.status, first.text).toBe(201);
    const second = await admin.post(PATH, pair(2));
    await admin.post(PATH, { ...pair(3), isPublished: false });
    await admin.post(`${PATH}/${second.json.id}/move`, { direction: "up" });

    const after = await createClient(harness.app).get("/api/site/landing");
    expect(after.json.faqs).toEqual({ source: "site", items: [pair(2), pair(1)] });

    // Unpublishing the last ones brings the built-in FAQ back.
    await admin.put(`${PATH}/${first.json.id}`, { ...pair(1), isPublished: false });
    await admin.put(`${PATH}/${second.json.id}`, { ...pair(2), isPublished: false });
    expect((await createClient(harness.app).get("/api/site/landing")).json.faqs.source).toBe("default");
  });

  it("gives structured data of exactly the questions shown", async () => {
    const defaults = (await createClient(harness.app).get("/api/site/landing")).json.faqs.items;
    expect(buildFaqJsonLd(defaults).mainEntity).toHaveLength(defaults.length);
    await admin.post(PATH, { question: `Is "</script>" safe?`, answer: "Yes, as text." });
    const shown = (await createClient(harness.app).get("/api/site/landing")).json.faqs.items;
    expect(buildFaqJsonLd(shown)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: `Is "</script>" safe?`,
          acceptedAnswer: { "@type": "Answer", text: "Yes, as text." },
        },
      ],
    });
  });

  it("refuses bad input naming the field, with nothing written", async () => {
    const blank = expectErrorContract(await admin.post(PATH, { question: "", answer: " " }), 400);
    expect(blank.errors).toEqual({ question: "validation.required", answer: "validation.required" });
    const long = expectErrorContract(
      await admin.post(PATH, { question: "q".repeat(201), answer: "a".repeat(2001) }),
      400,
    );
    expect(long.errors).toEqual({ question: "validation.tooLong", answer: "validation.tooLong" });
    expectErrorContract(await admin.post(PATH, { ...pair(1), answer: "x".repeat(1024 * 1024) }), 413);
    expectErrorContract(await admin.put(`${PATH}/424242`, pair(1)), 404);
    expect(await rows()).toEqual([]);
  });

  it("starts from the built-in FAQ while there is none, and not after", async () => {
    const imported = await admin.post(`${PATH}/import-defaults`);
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json.items).toHaveLength(8);
    expect(imported.json.items[0]).toMatchObject({ position: 0, isPublished: true });
    const refused = expectErrorContract(await admin.post(`${PATH}/import-defaults`), 409);
    expect(refused.messageKey).toBe("contentApi.errors.faqs.notEmpty");
    expect(await rows()).toHaveLength(8);
  });
});
