import { useTranslation } from "react-i18next";
import { WORK_TYPE_TONES, workTypeLabelKey } from "@common/jobs/format";
import type { TWorkType } from "@common/jobs/schemas";
import { cn } from "~/lib/cn";

// Remote green, hybrid blue, onsite purple. The 800 shades on the 50 tints
// read at more than 7:1, well above WCAG AA's 4.5:1 for small text.
const TONE_CLASSES = {
  green: "bg-green-50 text-green-800 ring-green-700/20",
  blue: "bg-blue-50 text-blue-800 ring-blue-700/20",
  purple: "bg-purple-50 text-purple-800 ring-purple-700/20",
} as const;

/** The work-type badge of job cards and the job page. */
export function WorkTypeBadge({ workType, className }: { workType: TWorkType; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONE_CLASSES[WORK_TYPE_TONES[workType]],
        className,
      )}
    >
      {t(workTypeLabelKey(workType))}
    </span>
  );
}
