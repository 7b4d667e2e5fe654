import type { TTranslate } from "@common/i18n";
import type { TSiteOperator } from "@common/site/general";

/** Whether the legal pages have anything to show of the operator (its name, address or e-mail). */
export const showsOperator = (operator: TSiteOperator) =>
  Boolean(operator.name || operator.postalAddress || operator.contactEmail);

/**
 * The values the legal texts take from Settings > General: how to contact the operator (the
 * details at the end of the page, only when an address or e-mail is set; else the sentence the
 * texts had before an operator could be named) and the law that governs the Terms.
 */
export function legalValues(operator: TSiteOperator, t: TTranslate) {
  const canWrite = Boolean(operator.postalAddress || operator.contactEmail);
  const way = canWrite ? "withDetails" : "without";
  return {
    contact: t(`legal.contactWays.elsewhere.${way}`),
    contactHere: t(`legal.contactWays.here.${way}`),
    governingLaw: operator.jurisdiction
      ? t("legal.governingLaw.set", { jurisdiction: operator.jurisdiction })
      : t("legal.governingLaw.unset"),
  };
}
