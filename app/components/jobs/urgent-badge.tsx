import { Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/** "Urgent hiring" on a job card and the job page. Amber 800 on 50 reads above 7:1. */
export function UrgentBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-700/20 ring-inset",
        className,
      )}
    >
      <Zap aria-hidden="true" className="size-3.5" />
      {t("jobs.urgent")}
    </span>
  );
}
