// What Settings > General's Save sends: only what changed, trimmed; an emptied stored value is
// cleared with null; a field the environment sets is never sent.
import { describe, expect, it } from "vitest";
import type { TAdminSetting } from "@common/admin/settings";
import { generalUpdate } from "./general-form";

const setting = (key: TAdminSetting["key"], source: TAdminSetting["source"], value?: string): TAdminSetting => ({
  key,
  source,
  envVar: key.toUpperCase(),
  secret: false,
  ...(value === undefined ? {} : { value }),
});

const SETTINGS = {
  siteName: setting("siteName", "database", "Northwind Jobs"),
  siteTimeZone: setting("siteTimeZone", "default", "UTC"),
  operatorName: setting("operatorName", "env", "Env Operator Ltd"),
  operatorAddress: setting("operatorAddress", "unset"),
  operatorEmail: setting("operatorEmail", "database", "privacy@northwind.example"),
  operatorJurisdiction: setting("operatorJurisdiction", "unset"),
};

describe("Settings > General's Save", () => {
  it("sends what changed, clears an emptied stored value, and leaves the rest out", () => {
    expect(
      generalUpdate(SETTINGS, {
        siteName: "  Harbour Jobs ",
        siteTimeZone: "Europe/London",
        operatorName: "Changed in the page",
        operatorAddress: "1 Harbour Street\nBristol",
        operatorEmail: "  ",
        operatorJurisdiction: "",
      }),
    ).toEqual({
      siteName: "Harbour Jobs",
      siteTimeZone: "Europe/London",
      operatorAddress: "1 Harbour Street\nBristol",
      operatorEmail: null,
    });
  });

  it("sends nothing when nothing changed", () => {
    expect(
      generalUpdate(SETTINGS, {
        siteName: "Northwind Jobs",
        siteTimeZone: "UTC",
        operatorName: "Env Operator Ltd",
        operatorAddress: "",
        operatorEmail: "privacy@northwind.example",
        operatorJurisdiction: "",
      }),
    ).toEqual({});
  });
});
