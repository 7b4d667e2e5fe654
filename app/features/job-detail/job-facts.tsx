import { Banknote, BriefcaseBusiness, Gauge, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { permissions } from "@common/auth/permissions";
import { employmentTypeLabelKey, salaryText, workTypeLabelKey } from "@common/jobs/format";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TResumeSummary } from "@common/resumes/schema";
import { cn } from "~/lib/cn";
import { useCurrentUser } from "~/lib/current-user";
import { MatchSignInLink, MatchTile } from "./match-tile";
import { useFormatLocale } from "~/lib/format-locale";

function Tile({
  icon: Icon,
  label,
  children,
  className,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4", className)}>
      <dt className="flex items-center gap-2 text-sm text-gray-600">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        {label}
      </dt>
      <dd className="min-w-0 text-base font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * The tiles under the header (docs/product.md#job-detail): work type, salary in the job's
 * currency, the job's real employment type, and the match score. Signed out, the match tile
 * invites to sign in; a job seeker's is wide, below the three, with the score explained; company
 * accounts and jobs no longer listed have none.
 */
export function JobFacts({
  job,
  workTypeBadge,
  resumes,
}: {
  job: TJobDetail;
  workTypeBadge?: React.ReactNode;
  /** The signed-in job seeker's resumes, most recently updated first (null for anyone else). */
  resumes?: TResumeSummary[] | null;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const user = useCurrentUser();
  const salary = salaryText(job, locale);
  const isSalaryDisclosed = salary.key !== "jobs.salary.notDisclosed";
  const match = !job.isAcceptingApplications
    ? "none"
    : !user
      ? "signIn"
      : permissions.matchJobs(user)
        ? "seeker"
        : "none";

  return (
    <div className="space-y-3">
      <dl
        aria-label={t("jobDetail.facts")}
        className={cn("grid grid-cols-2 gap-3", match === "signIn" ? "lg:grid-cols-4" : "lg:grid-cols-3")}
      >
        <Tile icon={MapPin} label={t("jobDetail.tiles.workType")}>
          {workTypeBadge ?? t(workTypeLabelKey(job.workType))}
        </Tile>
        <Tile icon={Banknote} label={t("jobDetail.tiles.salary")}>
          <span className={isSalaryDisclosed ? undefined : "font-normal text-gray-700"}>
            {t(salary.key, salary.values)}
          </span>
          {isSalaryDisclosed ? (
            <span className="block text-sm font-normal text-gray-600">{t("jobDetail.tiles.salaryPerYear")}</span>
          ) : null}
        </Tile>
        <Tile
          icon={BriefcaseBusiness}
          label={t("jobDetail.tiles.employmentType")}
          className={match === "signIn" ? undefined : "col-span-2 lg:col-span-1"}
        >
          {t(employmentTypeLabelKey(job.employmentType))}
        </Tile>
        {match === "signIn" ? (
          <Tile icon={Gauge} label={t("jobDetail.tiles.matchScore")}>
            <MatchSignInLink jobId={job.id} />
          </Tile>
        ) : null}
      </dl>
      {match === "seeker" ? <MatchTile jobId={job.id} resumes={resumes ?? []} /> : null}
    </div>
  );
}
