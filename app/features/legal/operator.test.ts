// The legal pages' texts with the operator of Settings > General: they send readers to the
// details shown at the end of the page only when an address or e-mail is set, else keep the
// sentence they had; the Terms name the jurisdiction when set; no placeholder is left either way.
import { describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import type { TSiteOperator } from "@common/site/general";
import { legalValues, showsOperator } from "./operator";

const t = createTranslator("en");
const NONE: TSiteOperator = { name: null, postalAddress: null, contactEmail: null, jurisdiction: null };
const FULL: TSiteOperator = {
  name: "Northwind Hiring Ltd",
  postalAddress: "1 Harbour Street\nBristol BS1 4AB",
  contactEmail: "privacy@northwind.example",
  jurisdiction: "England and Wales",
};

/** Every text of a document as the page renders it. */
function documentText(document: "privacy" | "terms", operator: TSiteOperator): string {
  const translate = t as unknown as (key: string, values: Record<string, unknown>) => unknown;
  return JSON.stringify(translate(`legal.${document}.sections`, { returnObjects: true, ...legalValues(operator, t) }));
}

describe("the legal pages' operator", () => {
  it("keeps today's sentences when nothing is set, and shows no block", () => {
    expect(showsOperator(NONE)).toBe(false);
    const privacy = documentText("privacy", NONE);
    expect(privacy).toContain(
      "If you have a question about this policy or your data, contact us through the contact details on this site.",
    );
    expect(privacy).not.toMatch(/\{\{|details below|end of this page/);
    const terms = documentText("terms", NONE);
    expect(terms).toContain("governed by the law of the place where the operator of Hirewise is established.");
    expect(terms).not.toContain("{{");
  });

  it("sends readers to the details at the end of the page and names the jurisdiction when set", () => {
    expect(showsOperator(FULL)).toBe(true);
    const privacy = documentText("privacy", FULL);
    expect(privacy).toContain(
      "If you have a question about this policy or your data, contact us using the details under “Contact us” at the end of this page.",
    );
    expect(privacy).toContain("to exercise your rights, contact us using the details below.");
    expect(privacy).not.toMatch(/\{\{|contact details on this site/);
    const terms = documentText("terms", FULL);
    expect(terms).toContain("These terms are governed by the law of England and Wales.");
    expect(terms).toContain("For questions about these terms, contact us using the details below.");
    expect(terms).not.toContain("{{");
  });

  it("promises no details when only the name or the jurisdiction is set", () => {
    const named = { ...NONE, name: "Northwind Hiring Ltd", jurisdiction: "Ireland" };
    expect(showsOperator(named)).toBe(true);
    expect(documentText("privacy", named)).not.toMatch(/details below|end of this page/);
    expect(documentText("terms", named)).toContain("governed by the law of Ireland.");
    expect(showsOperator({ ...NONE, jurisdiction: "Ireland" })).toBe(false);
    expect(legalValues({ ...NONE, contactEmail: "a@b.example" }, t).contactHere).toBe(
      "contact us using the details below",
    );
  });
});
