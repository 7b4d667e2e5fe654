// "Download my data" and "Delete my account" for a company's profile: the export holds the
// profile's founded year, social links and logo, and the logo's upload; deleting the account
// takes the company and the logo's upload with it, and the logo's address stops answering.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_LOGO_FIELD } from "@common/companies/logo";
import { companies, uploads } from "../../db/schema";
import { signedInCompany, type TSignedInClient, type TTestApp } from "../../test/factories";
import { pngImage } from "../../test/images";
import { createClient, createTestApp } from "../../test/test-app";

let harness: TTestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

/** A company that filled in its profile's new fields and uploaded a logo; the logo's URL. */
async function companyWithProfileAndLogo(colour: string): Promise<{ company: TSignedInClient; logoUrl: string }> {
  const company = await signedInCompany(harness, {}, { name: "Export Dynamics" });
  const profile = (await company.get("/api/company/profile")).json;
  const { id: _id, countryCode: _c, logoUrl: _l, hasUploadedLogo: _h, publicPath: _p, ...body } = profile;
  const saved = await company.put("/api/company/profile", {
    ...body,
    foundedYear: 2004,
    socialLinks: { linkedin: "https://www.linkedin.com/company/export-dynamics", instagram: "instagram.com/exportdyn" },
  });
  expect(saved.status, saved.text).toBe(200);
  const form = new FormData();
  const png = await pngImage({ width: 300, height: 100, colour });
  form.append(COMPANY_LOGO_FIELD, new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
  const uploaded = await company.post("/api/company/logo", form);
  expect(uploaded.status, uploaded.text).toBe(200);
  return { company, logoUrl: uploaded.json.logoUrl };
}

describe("the company profile in the account's data", () => {
  it("'Download my data' holds the founded year, the social links, the logo and its upload", async () => {
    const { company, logoUrl } = await companyWithProfileAndLogo("#0f766e");
    const response = await company.get("/api/me/export");
    expect(response.status, response.text).toBe(200);
    const data = response.json;
    expect(data.company).toMatchObject({
      name: "Export Dynamics",
      foundedYear: 2004,
      socialLinks: {
        linkedin: "https://www.linkedin.com/company/export-dynamics",
        instagram: "https://instagram.com/exportdyn",
      },
      logoUrl,
    });
    const publicUrl = harness.context.env.PUBLIC_URL;
    expect(data.uploads).toEqual([
      expect.objectContaining({
        purpose: "companyLogo",
        contentType: "image/png",
        width: 512,
        height: 512,
        url: `${publicUrl}${logoUrl}`,
      }),
    ]);
    // Listed by its address, never its bytes.
    expect(JSON.stringify(data.uploads)).not.toContain('"data"');
  });

  it("'Delete my account' takes the company and its logo's upload with it", async () => {
    // A logo of its own colour: an upload is served by its bytes' hash, which another's could share.
    const { company, logoUrl } = await companyWithProfileAndLogo("#b45309");
    const { db } = harness.context;
    const [row] = await db.select().from(companies).where(eq(companies.userId, company.user.id));
    expect((await createClient(harness.app).get(logoUrl)).status).toBe(200);

    const deleted = await company.delete("/api/me", { password: "correct-horse" });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await db.select().from(companies).where(eq(companies.id, row.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, company.user.id), eq(uploads.purpose, "companyLogo"))),
    ).toEqual([]);
    expect((await createClient(harness.app).get(logoUrl)).status).toBe(404);
    expect((await createClient(harness.app).get(`/api/companies/${row.id}/logo`)).status).toBe(404);
  });
});
