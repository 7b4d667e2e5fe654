import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Briefcase, FileText, Inbox, NotebookPen } from "lucide-react";
import { APPLICATION_TRANSITIONS, type TApplicationStatus } from "@common/applications/pipeline";
import type { TApplicantSort, TJobApplicant } from "@common/company/applicants";
import type { TCompanyJob } from "@common/jobs/posting";
import { absoluteDate } from "@common/jobs/format";
import { Button, PlainButton } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { applicationResumeUrl, moveApplication } from "~/api/applications";
import { fetchJobApplicants } from "~/api/company";
import { ApplicantDetailsDialog } from "./applicant-details-dialog";
import { ApplicantMessageButton } from "./applicant-message-button";
import { MatchScoreBadge } from "./candidate-match";
import { ApplicationStatusBadge } from "./status-badges";
import { useFormatLocale } from "~/lib/format-locale";

/** The board's columns, in the order of the pipeline. */
const COLUMNS: TApplicationStatus[] = ["applied", "reviewing", "interview", "offer", "hired", "rejected", "withdrawn"];

/** The board's orders: newest first, or best match first (the resume as sent against the job). */
type TBoardSort = Extract<TApplicantSort, "newest" | "match">;

/** What was read for which job, order (and which attempt): its applicants, or "failed". */
type TBoardRead = { jobId: number; sort: TBoardSort; attempt: number; applicants: TJobApplicant[] | "failed" };

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
  const sortId = useId();
  const [sort, setSort] = useState<TBoardSort>("newest");
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<TBoardRead | null>(null);

  useEffect(() => {
    if (jobId === null) return;
    let isCurrent = true;
    fetchJobApplicants(jobId, sort).then(
      (applicants) => isCurrent && setRead({ jobId, sort, attempt, applicants }),
      () => isCurrent && setRead({ jobId, sort, attempt, applicants: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [jobId, sort, attempt]);

  if (jobs.length === 0 || jobId === null) {
    return <ListState status="empty" icon={Briefcase} title={t("companyDashboard.board.noJobs")} />;
  }

  // Loading until this job's current attempt has answered.
  const board = read && read.jobId === jobId && read.sort === sort && read.attempt === attempt ? read.applicants : null;
  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-md">
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
        <div className="w-full sm:w-48">
          <label htmlFor={sortId} className="block text-sm font-medium text-gray-900">
            {t("companyDashboard.sort.label")}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as TBoardSort)}
            className={cn(selectClasses, "mt-1")}
          >
            <option value="newest">{t("companyDashboard.sort.newest")}</option>
            <option value="match">{t("companyDashboard.sort.match")}</option>
          </select>
        </div>
      </div>

      <div className="mt-6" aria-live="polite" aria-busy={board === null}>
        {board === null ? (
          <ListState status="loading" label={t("companyDashboard.board.loading")} />
        ) : board === "failed" ? (
          <ListState
            status="failed"
            message={t("companyDashboard.board.failed")}
            retryLabel={t("companyDashboard.retry")}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : board.length === 0 ? (
          <ListState
            status="empty"
            icon={Inbox}
            heading="h3"
            title={t("companyDashboard.board.emptyTitle")}
            body={t("companyDashboard.board.emptyBody")}
          />
        ) : (
          <Board
            applicants={board}
            onMoved={(moved) =>
              setRead({
                jobId,
                sort,
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

/** Moves an application to a stage; resolves whether it moved. */
type TMove = (applicant: TJobApplicant, status: TApplicationStatus) => Promise<boolean>;

/** Applications that take no more interviews. */
const UNSCHEDULABLE: TApplicationStatus[] = ["withdrawn", "rejected", "hired"];

function Board({ applicants, onMoved }: { applicants: TJobApplicant[]; onMoved: (moved: TJobApplicant) => void }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  // The card just moved lands in another column; focus follows it there.
  const [movedId, setMovedId] = useState<number | null>(null);
  // The card being dragged, and the column under it.
  const [dragged, setDragged] = useState<TJobApplicant | null>(null);
  const [dropTarget, setDropTarget] = useState<TApplicationStatus | null>(null);
  const nameOf = (applicant: TJobApplicant) => applicant.applicantName ?? t("companyDashboard.board.anonymous");

  const move: TMove = async (applicant, status) => {
    const name = nameOf(applicant);
    try {
      const moved = await moveApplication(applicant.id, status);
      dismissFailures();
      notify({ title: t("companyDashboard.board.moved", { name, status: t(`applications.status.${moved.status}`) }) });
      setMovedId(applicant.id);
      onMoved({ ...applicant, status: moved.status, updatedAt: moved.updatedAt });
      void revalidator.revalidate();
      return true;
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "companyDashboard.board.moveFailed")),
        description: name,
        variant: "destructive",
      });
      return false;
    }
  };

  function drop(status: TApplicationStatus) {
    const applicant = dragged;
    setDragged(null);
    setDropTarget(null);
    // Columns the pipeline does not allow never accept the drop; this guards the rest.
    if (!applicant || !APPLICATION_TRANSITIONS[applicant.status].includes(status)) return;
    void move(applicant, status);
  }

  return (
    <>
      <p className="mb-3 hidden text-sm text-gray-600 lg:block">{t("companyDashboard.board.dragHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COLUMNS.map((status) => {
          const cards = applicants.filter((applicant) => applicant.status === status);
          const title = t(`applications.status.${status}`);
          const accepts = dragged !== null && APPLICATION_TRANSITIONS[dragged.status].includes(status);
          return (
            <section
              key={status}
              aria-label={t("companyDashboard.board.columnLabel", { status: title, count: cards.length })}
              data-status={status}
              onDragOver={(event) => {
                if (!accepts) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                setDropTarget(status);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(status);
              }}
              className={cn(
                "rounded-xl bg-gray-50 p-3 outline-2 outline-offset-2 outline-transparent transition-colors",
                accepts && "outline-dashed outline-primary-300",
                dropTarget === status && accepts && "bg-primary-50 outline-primary-600",
              )}
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
                        name={nameOf(applicant)}
                        hasFocus={applicant.id === movedId}
                        isDragged={dragged?.id === applicant.id}
                        onDragStart={() => setDragged(applicant)}
                        onDragEnd={() => {
                          setDragged(null);
                          setDropTarget(null);
                        }}
                        move={move}
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
    </>
  );
}

function ApplicantCard({
  applicant,
  name,
  hasFocus,
  isDragged,
  onDragStart,
  onDragEnd,
  move,
}: {
  applicant: TJobApplicant;
  name: string;
  /** Take the focus on arrival (the card the keyboard just moved). */
  hasFocus: boolean;
  isDragged: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  move: TMove;
}) {
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hasFocus) cardRef.current?.focus();
  }, [hasFocus]);
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const selectId = useId();
  const next = APPLICATION_TRANSITIONS[applicant.status];
  const [target, setTarget] = useState<TApplicationStatus | "">("");
  const [isMoving, setIsMoving] = useState(false);
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);

  async function moveToTarget() {
    if (!target) return;
    setIsMoving(true);
    if (await move(applicant, target)) setTarget("");
    setIsMoving(false);
  }

  return (
    <article
      ref={cardRef}
      tabIndex={-1}
      aria-label={name}
      draggable={next.length > 0}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(applicant.id));
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(
        "rounded-lg border border-gray-200 bg-white p-3 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
        next.length > 0 && "cursor-grab active:cursor-grabbing",
        isDragged && "opacity-50",
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="min-w-0 font-semibold break-words text-gray-900">
          <bdi>{name}</bdi>
        </h4>
        <MatchScoreBadge score={applicant.matchScore} showBand={false} />
      </div>
      <p className="mt-1 text-sm break-words text-gray-700">
        {t("companyDashboard.board.resume", { title: applicant.resumeTitle })}
      </p>
      <p className="mt-0.5 text-sm text-gray-600">
        {t("companyDashboard.board.appliedOn", { date: absoluteDate(applicant.appliedAt, locale) })}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-4">
        <a
          href={applicationResumeUrl(applicant.id)}
          target="_blank"
          rel="noreferrer"
          aria-label={t("companyDashboard.board.openResumeLabel", { name })}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <FileText aria-hidden="true" className="size-4" />
          {t("companyDashboard.board.openResume")}
        </a>
        <PlainButton
          type="button"
          onClick={() => setIsDetailsOpen(true)}
          aria-label={t("companyDashboard.board.detailsLabel", { name })}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          <NotebookPen aria-hidden="true" className="size-4" />
          {t("companyDashboard.board.details")}
        </PlainButton>
        {applicant.applicantUserId !== null ? (
          <ApplicantMessageButton
            userId={applicant.applicantUserId}
            name={name}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          />
        ) : null}
      </div>
      <ApplicantDetailsDialog
        applicant={applicant}
        name={name}
        canSchedule={!UNSCHEDULABLE.includes(applicant.status)}
        open={isDetailsOpen}
        onOpenChange={setIsDetailsOpen}
      />
      {next.length ? (
        <form
          className="mt-2 flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void moveToTarget();
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
