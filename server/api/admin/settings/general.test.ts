// Settings > General through GET and PUT /api/admin/settings: the site's name, its time zone and
// the operator's identity are stored, read back, cleared with null and given to every page (the
// root loader's site profile); bad input is refused naming the field with nothing written; a value
// the environment gives is read-only.
import { eq } from "drizzle-orm";
import type { TAdminSettings } from "@common/admin/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, auditEvents } from "../../../db/schema";
import { readSiteGeneral } from "../../../services/site/general/read-general";
import { expectErrorContract } from "../../../test/expect-error";
import { signedInAdmin, type TSignedInClient } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: TSignedInClient;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedInAdmin(harness);
});
afterAll(async () => {
  await harness?.close();
});

const settingOf = (body: Record<string, unknown>, key: string) =>
  (body as unknown as TAdminSettings).settings.find((setting) => setting.key === key);

const IDENTITY = {
  siteName: "Northwind Jobs",
  siteTimeZone: "Europe/London",
  operatorName: "Northwind Hiring Ltd",
  operatorAddress: "  1 Harbour Street \r\n\r\nBristol BS1 4AB\nUnited Kingdom  ",
  operatorEmail: " privacy@northwind.example ",
  operatorJurisdiction: "England and Wales",
};

describe("Settings > General", () => {
  it("starts with the time zone's default and the rest unset", async () => {
    const response = await admin.get("/api/admin/settings");
    expect(response.status, response.text).toBe(200);
    expect(settingOf(response.json, "siteTimeZone")).toEqual({
      key: "siteTimeZone",
      source: "default",
      envVar: "SITE_TIME_ZONE",
      secret: false,
      value: "UTC",
    });
    for (const key of ["siteName", "operatorName", "operatorAddress", "operatorEmail", "operatorJurisdiction"]) {
      expect(settingOf(response.json, key)).toMatchObject({ source: "unset", secret: false });
      expect(settingOf(response.json, key)?.value).toBeUndefined();
    }
  });

  it("stores all six, trimmed, the address's lines kept, and every page gets them at once", async () => {
    const response = await admin.put("/api/admin/settings", IDENTITY);
    expect(response.status, response.text).toBe(200);
    expect(settingOf(response.json, "siteName")).toMatchObject({ source: "database", value: "Northwind Jobs" });
    expect(settingOf(response.json, "siteTimeZone")).toMatchObject({ source: "database", value: "Europe/London" });
    expect(settingOf(response.json, "operatorAddress")).toMatchObject({
      value: "1 Harbour Street\nBristol BS1 4AB\nUnited Kingdom",
    });
    expect(settingOf(response.json, "operatorEmail")).toMatchObject({ value: "privacy@northwind.example" });
    expect(await readSiteGeneral(harness.context)).toEqual({
      name: "Northwind Jobs",
      operator: {
        name: "Northwind Hiring Ltd",
        postalAddress: "1 Harbour Street\nBristol BS1 4AB\nUnited Kingdom",
        contactEmail: "privacy@northwind.example",
        jurisdiction: "England and Wales",
      },
    });
    const [audit] = await harness.context.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "admin.settings-changed"));
    expect(audit.detail).toEqual({
      keys: ["siteName", "siteTimeZone", "operatorName", "operatorAddress", "operatorEmail", "operatorJurisdiction"],
    });
  });

  it("clears one with null: the others stay, the default applies again", async () => {
    const response = await admin.put("/api/admin/settings", { siteTimeZone: null, operatorJurisdiction: null });
    expect(response.status, response.text).toBe(200);
    expect(settingOf(response.json, "siteTimeZone")).toMatchObject({ source: "default", value: "UTC" });
    expect(settingOf(response.json, "operatorJurisdiction")).toMatchObject({ source: "unset" });
    expect(settingOf(response.json, "operatorName")).toMatchObject({ value: "Northwind Hiring Ltd" });
    expect((await readSiteGeneral(harness.context)).operator.jurisdiction).toBeNull();
  });

  it.each([
    ["a time zone outside the four", { siteTimeZone: "Asia/Tokyo" }, "siteTimeZone", "validation.invalidOption"],
    ["a time zone as a number", { siteTimeZone: 0 }, "siteTimeZone", "validation.invalidOption"],
    [
      "an e-mail that is not one",
      { operatorEmail: "privacy at northwind" },
      "operatorEmail",
      "validation.invalidEmail",
    ],
    [
      "an e-mail of 300 characters",
      { operatorEmail: `${"a".repeat(290)}@x.example` },
      "operatorEmail",
      "validation.tooLong",
    ],
    ["a site name of 61 characters", { siteName: "N".repeat(61) }, "siteName", "validation.tooLong"],
    ["an empty site name", { siteName: "   " }, "siteName", "validation.required"],
    ["a site name on two lines", { siteName: "North\nwind" }, "siteName", "adminSettingsApi.errors.oneLine"],
    ["an address of 1 MB", { operatorAddress: "x".repeat(1_000_000) }, "operatorAddress", "validation.tooLong"],
    ["an address of blank lines", { operatorAddress: "\n \n" }, "operatorAddress", "validation.required"],
    [
      "a jurisdiction as a list",
      { operatorJurisdiction: ["England"] },
      "operatorJurisdiction",
      "validation.invalidText",
    ],
    ["an operator's name of 201 characters", { operatorName: "n".repeat(201) }, "operatorName", "validation.tooLong"],
  ])("refuses %s, naming the field, and writes nothing", async (_label, body, field, key) => {
    const before = await harness.context.db.select().from(appSettings);
    const response = await admin.put("/api/admin/settings", { siteName: "Changed", ...body });
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ [field]: key });
    expect(await harness.context.db.select().from(appSettings)).toEqual(before);
  });
});

describe("a General setting the environment gives", () => {
  it("is read-only: 409 naming it, nothing written, and the pages use the environment's", async () => {
    const withEnv = await createTestApp({ env: { SITE_NAME: "Env Jobs", SITE_TIME_ZONE: "America/New_York" } });
    try {
      const envAdmin = await signedInAdmin(withEnv);
      const read = await envAdmin.get("/api/admin/settings");
      expect(settingOf(read.json, "siteName")).toMatchObject({ source: "env", envVar: "SITE_NAME", value: "Env Jobs" });
      expect(settingOf(read.json, "siteTimeZone")).toMatchObject({ source: "env", value: "America/New_York" });
      const response = await envAdmin.put("/api/admin/settings", {
        siteName: "Other Jobs",
        siteTimeZone: "UTC",
        operatorName: "Someone",
      });
      expectErrorContract(response, 409);
      expect(response.json.errors).toEqual({
        siteName: "adminSettingsApi.errors.setByEnvironment",
        siteTimeZone: "adminSettingsApi.errors.setByEnvironment",
      });
      expect(await withEnv.context.db.select().from(appSettings).where(eq(appSettings.key, "operatorName"))).toEqual(
        [],
      );
      expect((await readSiteGeneral(withEnv.context)).name).toBe("Env Jobs");
    } finally {
      await withEnv.close();
    }
  });
});
