import { CalendarClock, Inbox, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TFigureKey } from "@common/site/figures";
import { useFigures } from "~/lib/site";

const FIGURES: { Icon: typeof Users; key: TFigureKey }[] = [
  { Icon: Users, key: "postJobCandidates" },
  { Icon: Inbox, key: "postJobApplications" },
];

/**
 * "Post job" sidebar: the 30-day listing, then the candidates and applications within a day, two
 * marketing figures (editable in the console; a hidden one is left out).
 */
export function PostJobSidebar() {
  const { t } = useTranslation();
  const figure = useFigures();
  const points = [
    { Icon: CalendarClock, title: t("postJob.sidebar.listing"), text: t("postJob.sidebar.listingBody") },
    ...FIGURES.flatMap(({ Icon, key }) => {
      const texts = figure(key);
      return texts ? [{ Icon, title: texts.value, text: texts.label ?? "" }] : [];
    }),
  ];
  return (
    <aside aria-labelledby="post-job-sidebar-title" className="rounded-xl border border-primary-100 bg-primary-50 p-5">
      <h2 id="post-job-sidebar-title" className="text-lg font-semibold text-gray-900">
        {t("postJob.sidebar.title")}
      </h2>
      <ul className="mt-4 space-y-4">
        {points.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-primary-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block text-base font-medium text-gray-900">{title}</span>
              <span className="block text-sm text-gray-700">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
