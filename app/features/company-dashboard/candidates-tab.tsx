import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Briefcase, UserSearch } from "lucide-react";
import type { TJobCandidatesPage } from "@common/company/candidates";
import type { TCompanyJob } from "@common/jobs/posting";
import { CandidateCard } from "~/components/candidates/candidate-card";
import { CandidateProfileDialog } from "~/components/candidates/candidate-profile-dialog";
import { Button } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { fetchJobCandidates } from "~/api/company";
import { cn } from "~/lib/cn";
import { CandidateMatchExplanation, MatchScoreBadge } from "~/components/candidates/candidate-match";

/** What was read for which job, page and attempt: the ranked page, or "failed". */
type TCandidatesRead = { key: string; answer: TJobCandidatesPage | "failed" };

const selectClasses =
  "min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600";

/**
 * The Candidates tab: pick one of the company's jobs (any status: a paused job looks
 * for candidates too) and see the job seekers who chose to be visible, best match first, each
 * card with its score and why.
 */
export function CandidatesTab({
  jobs,
  jobId,
  onJobChange,
}: {
  jobs: TCompanyJob[];
  jobId: number | null;
  onJobChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const pickId = useId();
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<TCandidatesRead | null>(null);
  const [openSeekerId, setOpenSeekerId] = useState<number | null>(null);
  const key = `${jobId}:${page}:${attempt}`;

  useEffect(() => {
    if (jobId === null) return;
    let isCurrent = true;
    fetchJobCandidates(jobId, page).then(
      (answer) => isCurrent && setRead({ key, answer }),
      () => isCurrent && setRead({ key, answer: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [jobId, page, key]);

  if (jobs.length === 0 || jobId === null) {
    return <ListState status="empty" icon={Briefcase} title={t("companyDashboard.board.noJobs")} />;
  }

  const shown = read && read.key === key ? read.answer : null;
  const job = jobs.find((entry) => entry.id === jobId);
  const pages = shown && shown !== "failed" ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;
  return (
    <div>
      <p className="max-w-2xl text-sm text-gray-700">{t("companyDashboard.candidates.body")}</p>
      <div className="mt-4 max-w-md">
        <label htmlFor={pickId} className="block text-sm font-medium text-gray-900">
          {t("companyDashboard.candidates.pickJob")}
        </label>
        <select
          id={pickId}
          value={jobId}
          onChange={(event) => {
            setPage(1);
            onJobChange(Number(event.target.value));
          }}
          className={cn(selectClasses, "mt-1")}
        >
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} ({t(`companyDashboard.jobStatus.${job.status}`)})
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6" aria-live="polite" aria-busy={shown === null}>
        {shown === null ? (
          <ListState status="loading" label={t("companyDashboard.candidates.loading")} />
        ) : shown === "failed" ? (
          <ListState
            status="failed"
            message={t("companyDashboard.candidates.failed")}
            retryLabel={t("companyDashboard.retry")}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : shown.candidates.length === 0 ? (
          <ListState
            status="empty"
            icon={UserSearch}
            heading="h3"
            title={t("companyDashboard.candidates.emptyTitle")}
            body={t("companyDashboard.candidates.emptyBody")}
          />
        ) : (
          <>
            <p className="text-sm font-medium text-gray-700">
              {t("companyDashboard.candidates.count", { count: shown.total })}
            </p>
            <ol className="mt-3 grid gap-4 lg:grid-cols-2">
              {shown.candidates.map((candidate) => (
                <li key={candidate.userId} className="flex min-w-0 flex-col rounded-xl border border-gray-200 bg-white">
                  <div className="flex flex-wrap items-center gap-2 px-5 pt-4">
                    <MatchScoreBadge score={candidate.match.score} />
                  </div>
                  <CandidateCard
                    card={candidate.card}
                    className="flex-1 border-0 shadow-none"
                    footer={
                      <Button
                        variant="secondary"
                        className="w-full sm:w-auto"
                        aria-label={t("seekers.results.open", { name: candidate.card.name })}
                        onClick={() => setOpenSeekerId(candidate.userId)}
                      >
                        {t("seekers.results.viewProfile")}
                      </Button>
                    }
                  />
                  <div className="border-t border-gray-100 px-5 py-4">
                    <CandidateMatchExplanation match={candidate.match} />
                  </div>
                </li>
              ))}
            </ol>
            {pages > 1 ? (
              <nav
                aria-label={t("companyDashboard.candidates.pagesLabel")}
                className="mt-6 flex flex-wrap items-center justify-between gap-3"
              >
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((value) => value - 1)}>
                  {t("companyDashboard.candidates.previous")}
                </Button>
                <span className="text-sm text-gray-700">
                  {t("companyDashboard.candidates.pageOf", { page, pages })}
                </span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((value) => value + 1)}>
                  {t("companyDashboard.candidates.next")}
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
      <CandidateProfileDialog
        seekerId={openSeekerId}
        job={job ? { id: job.id, title: job.title } : null}
        onClose={() => setOpenSeekerId(null)}
      />
    </div>
  );
}
