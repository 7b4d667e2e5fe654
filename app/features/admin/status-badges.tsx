import { useTranslation } from "react-i18next";
import { APPLICATION_STATUS_BADGE_CLASSES, type TApplicationStatus } from "@common/applications/pipeline";
import type { TJobStatus } from "@common/jobs/schemas";
import { cn } from "~/lib/cn";

// The console's status badges, in the colours the company dashboard gives the same statuses
// (DESIGN.md: one colour per pipeline stage).
const JOB_STATUS_CLASSES: Record<TJobStatus, string> = {
  draft: "bg-gray-100 text-gray-800",
  active: "bg-green-100 text-green-800",
  paused: "bg-yellow-100 text-yellow-800",
  closed: "bg-red-100 text-red-800",
  expired: "bg-orange-100 text-orange-900",
};

const BADGE = "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

export function JobStatusBadge({ status }: { status: TJobStatus }) {
  const { t } = useTranslation();
  return <span className={cn(BADGE, JOB_STATUS_CLASSES[status])}>{t(`companyDashboard.jobStatus.${status}`)}</span>;
}

export function ApplicationStatusBadge({ status }: { status: TApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn(BADGE, APPLICATION_STATUS_BADGE_CLASSES[status])}>{t(`applications.status.${status}`)}</span>
  );
}
