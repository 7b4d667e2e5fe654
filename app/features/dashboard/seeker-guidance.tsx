import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SkillProgress } from "./skill-progress";

/** The tips' keys, in the order shown (static advice, docs/product.md#dashboard). */
const TIPS = ["tailor", "keywords", "followUp"] as const;

/**
 * Beside the job seeker's applications: Skill Progress (the skills assessment's scores, attempts
 * and what to practise next) and a few tips for the search.
 */
export function SeekerGuidance() {
  const { t } = useTranslation();
  return (
    <div className="mt-10 grid gap-4 lg:grid-cols-2">
      <SkillProgress />
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
