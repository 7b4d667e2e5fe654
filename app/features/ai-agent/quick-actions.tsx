import { BookOpen, ChartLine, FileText, Lightbulb, Search, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PlainButton } from "~/components/ui/button";

type TQuickAction =
  "jobSearch" | "skillDevelopment" | "resumeHelp" | "findCandidates" | "hiringTips" | "marketInsights";

const ICONS: Record<TQuickAction, typeof Search> = {
  jobSearch: Search,
  skillDevelopment: BookOpen,
  resumeHelp: FileText,
  findCandidates: Users,
  hiringTips: Lightbulb,
  marketInsights: ChartLine,
};

/**
 * The quick actions a reader is offered: job search, skill development
 * and resume help always; find candidates and hiring tips for those who hire; market insights
 * for everyone.
 */
export function quickActionsFor(showsHiring: boolean): TQuickAction[] {
  return [
    "jobSearch",
    "skillDevelopment",
    "resumeHelp",
    ...(showsHiring ? (["findCandidates", "hiringTips"] as const) : []),
    "marketInsights",
  ];
}

/** The cards: each asks the assistant "Help me with {title}" in the chat. */
export function QuickActions(props: { showsHiring: boolean; disabled: boolean; onAsk: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="text-sm text-gray-700">{t("assistantPage.quickActions.intro")}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {quickActionsFor(props.showsHiring).map((key) => {
          const Icon = ICONS[key];
          const title = t(`assistantPage.quickActions.${key}.title`);
          return (
            <li key={key} className="flex">
              <PlainButton
                disabled={props.disabled}
                onClick={() => props.onAsk(t("assistantPage.quickActions.prompt", { title }))}
                className="group flex w-full flex-col items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 text-start transition-colors hover:border-primary-300 hover:bg-primary-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-base font-semibold text-gray-900">{title}</span>
                <span className="text-sm text-gray-700">{t(`assistantPage.quickActions.${key}.body`)}</span>
                <span className="mt-auto text-sm font-medium text-primary-700 group-hover:text-primary-800">
                  {t("assistantPage.quickActions.start")}
                </span>
              </PlainButton>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
