// Legal Compliance from the site's settings and pages: the operator's identity the legal pages
// show (Settings > General; a missing detail shows as a placeholder there), and a published
// Contact page (/pages/contact, the footer's "Contact us").
import type { TReadinessCheck } from "@common/monetization/readiness";
import type { TSiteOperator } from "@common/site/general";
import { checkResult, listOf, type TReasonLanguage } from "./check-result";
import type { TPublishedPageText } from "./site-facts";

const OPERATOR_FIELDS = [
  "name",
  "postalAddress",
  "contactEmail",
  "jurisdiction",
] as const satisfies readonly (keyof TSiteOperator)[];
export const CONTACT_PAGE_SLUG = "contact";

export function checkOperatorDetails(operator: TSiteOperator, reader: TReasonLanguage): TReadinessCheck {
  const missing = OPERATOR_FIELDS.filter((field) => !operator[field]?.trim());
  if (missing.length === 0) return checkResult("operatorDetails", "passed", "passed");
  const names = missing.map((field) => reader.t(`monetizationReadiness.reasons.operatorFields.${field}`));
  return checkResult("operatorDetails", "failed", "missing", {
    missing: listOf(names, reader.language),
    fields: missing.join(","),
  });
}

export function checkContactPage(pages: readonly TPublishedPageText[]): TReadinessCheck {
  return pages.some((page) => page.slug === CONTACT_PAGE_SLUG)
    ? checkResult("contactPage", "passed", "passed")
    : checkResult("contactPage", "failed", "missing");
}
