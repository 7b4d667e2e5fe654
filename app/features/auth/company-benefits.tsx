import { useTranslation } from "react-i18next";
import { Building, ChartColumnIncreasing, ClipboardList, Megaphone, Sparkles, Star } from "lucide-react";
import { useFigures } from "~/lib/site";

/**
 * "Company registration" benefits panel: four benefits and two marketing figures (the catalogue's
 * copy as the administrator changed it; a hidden one is left out, the row when both are).
 */
export function CompanyBenefits() {
  const { t } = useTranslation();
  const benefits = [
    {
      Icon: Megaphone,
      title: t("registerCompany.benefits.freePosting"),
      text: t("registerCompany.benefits.freePostingText"),
    },
    {
      Icon: Sparkles,
      title: t("registerCompany.benefits.aiMatching"),
      text: t("registerCompany.benefits.aiMatchingText"),
    },
    {
      Icon: ClipboardList,
      title: t("registerCompany.benefits.applications"),
      text: t("registerCompany.benefits.applicationsText"),
    },
    {
      Icon: ChartColumnIncreasing,
      title: t("registerCompany.benefits.analytics"),
      text: t("registerCompany.benefits.analyticsText"),
    },
  ];
  const figure = useFigures();
  const stats = (
    [
      { Icon: Building, key: "signUpCompanies" },
      { Icon: Star, key: "signUpRating" },
    ] as const
  ).flatMap(({ Icon, key }) => {
    const texts = figure(key);
    return texts ? [{ Icon, key, value: texts.value, label: texts.label ?? "" }] : [];
  });
  return (
    <section
      aria-labelledby="company-benefits-title"
      className="rounded-xl border border-primary-100 bg-primary-50 p-5"
    >
      <h2 id="company-benefits-title" className="text-lg font-semibold text-gray-900">
        {t("registerCompany.benefitsTitle")}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-1 lg:gap-y-5">
        {benefits.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white text-primary-700 lg:size-10">
              <Icon aria-hidden="true" className="size-4 lg:size-5" />
            </span>
            <span>
              <span className="block text-sm font-medium text-gray-900 lg:text-base">{title}</span>
              {/* On phones the titles alone keep the form within reach. */}
              <span className="hidden text-sm text-gray-700 lg:block">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      {stats.length ? (
        <ul className="mt-5 flex flex-wrap gap-x-8 gap-y-3 border-t border-primary-100 pt-4">
          {stats.map(({ Icon, key, value, label }) => (
            <li key={key} className="flex items-center gap-2 text-sm text-gray-700">
              <Icon aria-hidden="true" className="size-5 text-primary-700" />
              <span>
                <span className="text-lg font-bold text-gray-900">{value}</span> {label}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
