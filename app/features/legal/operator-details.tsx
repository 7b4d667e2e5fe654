import { useTranslation } from "react-i18next";
import type { TSiteOperator } from "@common/site/general";
import { showsOperator } from "./operator";

/**
 * "Who runs this site": the operator's name, postal address (its lines kept) and contact e-mail
 * (a mailto link), each only when Settings > General sets it; nothing when none is set.
 */
export function OperatorDetails({ operator }: { operator: TSiteOperator }) {
  const { t } = useTranslation();
  if (!showsOperator(operator)) return null;
  const rows = [
    { key: "name", label: t("legal.operator.name"), value: operator.name },
    {
      key: "address",
      label: t("legal.operator.address"),
      value: operator.postalAddress ? <span className="whitespace-pre-line">{operator.postalAddress}</span> : null,
    },
    {
      key: "email",
      label: t("legal.operator.email"),
      value: operator.contactEmail ? (
        <a
          href={`mailto:${operator.contactEmail}`}
          className="font-medium [overflow-wrap:anywhere] text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {operator.contactEmail}
        </a>
      ) : null,
    },
  ].filter((row) => row.value);
  return (
    <div className="rounded-xl border border-gray-200 bg-gray-50 p-5 sm:p-6">
      <h3 className="text-base font-semibold text-gray-900">{t("legal.operator.title")}</h3>
      <dl className="mt-3 space-y-3 text-base">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-medium text-gray-600 sm:pt-0.5">{row.label}</dt>
            <dd className="text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
