import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { CircleAlert, FileText } from "lucide-react";
import { APPLICATION_TRANSITIONS, type TApplicationStatus } from "@common/applications/pipeline";
import type { TJobApplicant } from "@common/company/applicants";
import type { TCompanyJob } from "@common/jobs/posting";
import { absoluteDate } from "@common/jobs/format";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { applicationResumeUrl, fetchJobApplicants, moveApplication } from "./company-dashboard-api";
import { ApplicationStatusBadge } from "./status-badges";

/** The board's columns, in the order of the pipeline. */
const COLUMNS: TApplicationStatus[] = ["applied", "reviewing", "interview", "offer", "hired", "rejected", "withdrawn"];

/** What was read for which job (and which attempt): its applicants, or "failed". */
type TBoardRead = { jobId: number; attempt: number; applicants: TJobApplicant[] | "failed" };

const selectClasses =
  "min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600";

/**
 * The Applicants tab: pick one of the company's jobs and see its pipeline board, one column per
 * status; each card opens the resume as sent and moves, by a select and a button, to the stages
 * the pipeline allows next.
 */
export function ApplicantsBoard({
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
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<TBoardRead | null>(null);

  useEffect(() => {
    if (jobId === null) return;
    let isCurrent = true;
    fetchJobApplicants(jobId).then(
      (applicants) => isCurrent && setRead({ jobId, attempt, applicants }),
      () => isCurrent && setRead({ jobId, attempt, applicants: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [jobId, attempt]);

  if (jobs.length === 0 || jobId === null) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center text-sm text-gray-700">
        {t("companyDashboard.board.noJobs")}
      </p>
    );
  }

  // Loading until this job's current attempt has answered.
  const board = read && read.jobId === jobId && read.attempt === attempt ? read.applicants : null;
  return (
    <div>
      <div className="max-w-md">
        <label htmlFor={pickId} className="block text-sm font-medium text-gray-900">
          {t("companyDashboard.board.pickJob")}
        </label>
        <select
          id={pickId}
          value={jobId}
          onChange={(event) => onJobChange(Number(event.target.value))}
          className={cn(selectClasses, "mt-1")}
        >
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} ({t(`companyDashboard.jobStatus.${job.status}`)})
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6" aria-live="polite" aria-busy={board === null}>
        {board === null ? (
          <Spinner label={t("companyDashboard.board.loading")} />
        ) : board === "failed" ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-5"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 text-sm text-red-900">{t("companyDashboard.board.failed")}</p>
            <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              {t("companyDashboard.retry")}
            </Button>
          </div>
        ) : board.length === 0 ? (
          <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
            <h3 className="text-base font-semibold text-gray-900">{t("companyDashboard.board.emptyTitle")}</h3>
            <p className="mt-1 text-sm text-gray-700">{t("companyDashboard.board.emptyBody")}</p>
          </div>
        ) : (
          <Board
            applicants={board}
            onMoved={(moved) =>
              setRead({
                jobId,
                attempt,
                applicants: board.map((applicant) => (applicant.id === moved.id ? moved : applicant)),
              })
            }
          />
        )}
      </div>
    </div>
  );
}

function Board({ applicants, onMoved }: { applicants: TJobApplicant[]; onMoved: (moved: TJobApplicant) => void }) {
  const { t } = useTranslation();
  // The card just moved lands in another column; focus follows it there.
  const [movedId, setMovedId] = useState<number | null>(null);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {COLUMNS.map((status) => {
        const cards = applicants.filter((applicant) => applicant.status === status);
        const title = t(`applications.status.${status}`);
        return (
          <section
            key={status}
            aria-label={t("companyDashboard.board.columnLabel", { status: title, count: cards.length })}
            className="rounded-xl bg-gray-50 p-3"
          >
            <h3 className="flex items-center justify-between gap-2 px-1">
              <ApplicationStatusBadge status={status} />
              <span className="text-sm font-medium text-gray-600 tabular-nums">{cards.length}</span>
            </h3>
            {cards.length ? (
              <ul className="mt-3 grid gap-3">
                {cards.map((applicant) => (
                  <li key={applicant.id}>
                    <ApplicantCard
                      applicant={applicant}
                      hasFocus={applicant.id === movedId}
                      onMoved={(moved) => {
                        setMovedId(moved.id);
                        onMoved(moved);
                      }}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 px-1 text-sm text-gray-500">{t("companyDashboard.board.emptyColumn")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function ApplicantCard({
  applicant,
  hasFocus,
  onMoved,
}: {
  applicant: TJobApplicant;
  /** Take the focus on arrival (the card the keyboard just moved). */
  hasFocus: boolean;
  onMoved: (moved: TJobApplicant) => void;
}) {
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hasFocus) cardRef.current?.focus();
  }, [hasFocus]);
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const selectId = useId();
  const next = APPLICATION_TRANSITIONS[applicant.status];
  const [target, setTarget] = useState<TApplicationStatus | "">("");
  const [isMoving, setIsMoving] = useState(false);
  const name = applicant.applicantName ?? t("companyDashboard.board.anonymous");

  async function move() {
    if (!target) return;
    setIsMoving(true);
    try {
      const moved = await moveApplication(applicant.id, target);
      dismissFailures();
      notify({ title: t("companyDashboard.board.moved", { name, status: t(`applications.status.${moved.status}`) }) });
      setTarget("");
      onMoved({ ...applicant, status: moved.status, updatedAt: moved.updatedAt });
      void revalidator.revalidate();
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "companyDashboard.board.moveFailed")),
        description: name,
        variant: "destructive",
      });
    } finally {
      setIsMoving(false);
    }
  }

  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-label={name}
      className="rounded-lg border border-gray-200 bg-white p-3 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <h4 className="font-semibold break-words text-gray-900">{name}</h4>
      <p className="mt-1 text-sm break-words text-gray-700">
        {t("companyDashboard.board.resume", { title: applicant.resumeTitle })}
      </p>
      <p className="mt-0.5 text-sm text-gray-600">
        {t("companyDashboard.board.appliedOn", { date: absoluteDate(applicant.appliedAt, i18n.language) })}
      </p>
      <a
        href={applicationResumeUrl(applicant.id)}
        target="_blank"
        rel="noreferrer"
        aria-label={t("companyDashboard.board.openResumeLabel", { name })}
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <FileText aria-hidden="true" className="size-4" />
        {t("companyDashboard.board.openResume")}
      </a>
      {next.length ? (
        <form
          className="mt-2 flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void move();
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="sr-only">
              {t("companyDashboard.board.moveToLabel", { name })}
            </label>
            <select
              id={selectId}
              value={target}
              onChange={(event) => setTarget(event.target.value as TApplicationStatus | "")}
              className={selectClasses}
            >
              <option value="">{t("companyDashboard.board.moveTo")}</option>
              {next.map((status) => (
                <option key={status} value={status}>
                  {t(`applications.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            variant="secondary"
            disabled={!target || isMoving}
            aria-label={t("companyDashboard.board.moveLabel", { name })}
          >
            {isMoving ? t("companyDashboard.board.moving") : t("companyDashboard.board.move")}
          </Button>
        </form>
      ) : (
        <p className="mt-2 text-sm text-gray-500">{t("companyDashboard.board.final")}</p>
      )}
    </article>
  );
}
