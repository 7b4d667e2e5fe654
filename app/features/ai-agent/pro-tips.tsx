import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";

const TIPS = ["specific", "resume", "followUp", "links"] as const;

/** The Pro Tips block: how to get better answers. */
export function ProTips() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="assistant-pro-tips"
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <h2 id="assistant-pro-tips" className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-700" />
        {t("assistantPage.proTips.title")}
      </h2>
      <ul className="mt-3 space-y-2.5 text-sm leading-relaxed text-gray-800">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-600" />
            {t(`assistantPage.proTips.${tip}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
