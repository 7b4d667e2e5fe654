import { ArrowRight, ClipboardCheck, FileText, Target } from "lucide-react";
import { Link } from "~/lib/localized-links";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

const FEATURES = [
  { key: "resumeBuilder", to: "/resume-builder", Icon: FileText },
  { key: "jobMatching", to: "/jobs", Icon: Target },
  { key: "skillsAssessment", to: "/skills-assessment", Icon: ClipboardCheck },
] as const;

/** "Three-card feature grid"; the closing "Learn More" scrolls back here (#features). */
export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="pt-10 pb-16 sm:pt-12 sm:pb-20">
      <div className="page-container">
        <SectionHeading
          id="features-title"
          title={t("landing.features.title")}
          subtitle={t("landing.features.subtitle")}
        />
        <ul className="mt-10 grid gap-4 sm:gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, to, Icon }) => (
            <li key={key} className="flex flex-col rounded-xl border border-gray-200 bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900">{t(`landing.features.${key}.title`)}</h3>
              <p className="mt-2 flex-1 text-base text-gray-700">{t(`landing.features.${key}.text`)}</p>
              <Link
                to={to}
                className="-mx-1 mt-4 inline-flex min-h-11 items-center gap-1.5 self-start rounded px-1 font-medium text-primary-700 hover:text-primary-900 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                {t(`landing.features.${key}.link`)}
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
