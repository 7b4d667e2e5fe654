import { Banknote, BriefcaseBusiness, Gauge, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { employmentTypeLabelKey, salaryText, workTypeLabelKey } from "@common/jobs/format";
import type { TJobDetail } from "@common/jobs/schemas";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { useCurrentUser } from "~/lib/current-user";

function Tile({
  icon: Icon,
  label,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-gray-600">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        {label}
      </dt>
      <dd className="min-w-0 text-base font-semibold text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * The four tiles under the header (spec-1 section 2 "Job detail"): work type, salary in the
 * job's currency, the job's real employment type, and the match score (filled in by the
 * applications issue; until then it says how to get one).
 */
export function JobFacts({ job, workTypeBadge }: { job: TJobDetail; workTypeBadge?: React.ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const salary = salaryText(job);
  const isSalaryDisclosed = salary.key !== "jobs.salary.notDisclosed";
  const jobPath = `/jobs/${job.id}`;

  return (
    <dl aria-label={t("jobDetail.facts")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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
      <Tile icon={BriefcaseBusiness} label={t("jobDetail.tiles.employmentType")}>
        {t(employmentTypeLabelKey(job.employmentType))}
      </Tile>
      <Tile icon={Gauge} label={t("jobDetail.tiles.matchScore")}>
        {user ? (
          <span className="text-sm font-normal text-gray-700">{t("jobDetail.tiles.matchScoreSoon")}</span>
        ) : (
          <Link
            to="/login"
            onClick={() => storeRedirectAfterLogin(jobPath)}
            className="text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          >
            {t("jobDetail.tiles.matchScoreSignIn")}
          </Link>
        )}
      </Tile>
    </dl>
  );
}
