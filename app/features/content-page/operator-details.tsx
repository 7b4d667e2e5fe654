import { useTranslation } from "react-i18next";
import type { TSiteOperator } from "@common/site/general";

/** The operator's identity (Settings > General) under the Contact page's text; nothing when none is set. */
export function OperatorDetails({ operator }: { operator: TSiteOperator }) {
  const { t } = useTranslation();
  if (!operator.name && !operator.postalAddress && !operator.contactEmail) return null;
  return (
    <section
      aria-labelledby="operator-details"
      className="mt-10 rounded-xl border border-gray-200 bg-gray-50 p-5 sm:p-6"
    >
      <h2 id="operator-details" className="text-base font-semibold text-gray-900">
        {t("sitePages.operator.title")}
      </h2>
      <dl className="mt-3 space-y-3 text-sm">
        {operator.name ? <Row label={t("sitePages.operator.name")}>{operator.name}</Row> : null}
        {operator.postalAddress ? (
          <Row label={t("sitePages.operator.postalAddress")}>
            <address className="whitespace-pre-line not-italic">{operator.postalAddress}</address>
          </Row>
        ) : null}
        {operator.contactEmail ? (
          <Row label={t("sitePages.operator.contactEmail")}>
            <a
              href={`mailto:${operator.contactEmail}`}
              className="font-medium break-all text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              {operator.contactEmail}
            </a>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-x-6 gap-y-0.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="font-medium text-gray-700">{label}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}
