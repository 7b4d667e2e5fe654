import { ClipboardCheck, Lightbulb } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** The tips' keys, in the order shown (static advice, docs/product.md#dashboard). */
const TIPS = ["tailor", "keywords", "followUp"] as const;

/**
 * Beside the job seeker's applications: Skill Progress, where the skills assessment will show its
 * scores (until it lands, the link says it is coming soon), and a few tips for the search.
 */
export function SeekerGuidance() {
  const { t } = useTranslation();
  return (
    <div className="mt-10 grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="skill-progress-title" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="skill-progress-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <ClipboardCheck aria-hidden="true" className="size-5 text-primary-700" />
          {t("dashboard.skills.title")}
        </h2>
        <p className="mt-2 text-sm text-gray-700">{t("dashboard.skills.body")}</p>
        <p className="mt-4 flex flex-wrap items-center gap-2">
          <Link
            to="/skills-assessment"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {t("dashboard.skills.take")}
          </Link>
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
            {t("shell.footer.comingSoon")}
          </span>
        </p>
      </section>
      <section aria-labelledby="seeker-tips-title" className="rounded-xl border border-gray-200 bg-white p-5">
        <h2 id="seeker-tips-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Lightbulb aria-hidden="true" className="size-5 text-amber-600" />
          {t("dashboard.tips.title")}
        </h2>
        <ul className="mt-3 grid gap-3">
          {TIPS.map((key) => (
            <li key={key} className="text-sm text-gray-700">
              <span className="block font-medium text-gray-900">{t(`dashboard.tips.${key}.title`)}</span>
              {t(`dashboard.tips.${key}.body`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
