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
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {operator.name ? (
          <>
            <dt className="font-medium text-gray-700">{t("sitePages.operator.name")}</dt>
            <dd className="text-gray-900">{operator.name}</dd>
          </>
        ) : null}
        {operator.postalAddress ? (
          <>
            <dt className="font-medium text-gray-700">{t("sitePages.operator.postalAddress")}</dt>
            <dd className="whitespace-pre-line text-gray-900">
              <address className="not-italic">{operator.postalAddress}</address>
            </dd>
          </>
        ) : null}
        {operator.contactEmail ? (
          <>
            <dt className="font-medium text-gray-700">{t("sitePages.operator.contactEmail")}</dt>
            <dd className="break-all">
              <a
                href={`mailto:${operator.contactEmail}`}
                className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                {operator.contactEmail}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
