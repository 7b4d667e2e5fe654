import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Link } from "~/lib/localized-links";
import { Briefcase, Eye, ExternalLink, Pencil, SquarePen, Users } from "lucide-react";
import type { TCompanyJob } from "@common/jobs/posting";
import type { TJobStatus } from "@common/jobs/schemas";
import { absoluteDate } from "@common/jobs/format";
import { Button, buttonClasses } from "~/components/ui/button";
import { changeJobStatus, deleteJob, duplicateJob, extendJob } from "~/api/jobs";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { ListState } from "~/components/ui/list-state";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { JobStatusBadge } from "./status-badges";
import { useFormatLocale } from "~/lib/format-locale";

type TJobAction = "publish" | "pause" | "close" | "reopen" | "extend" | "duplicate" | "delete";

/** The moves each status offers, in the order they are shown (JOB_STATUS_MOVES, extend, duplicate). */
const ACTIONS: Record<TJobStatus, TJobAction[]> = {
  draft: ["publish", "duplicate", "delete"],
  active: ["pause", "close", "extend", "duplicate"],
  paused: ["reopen", "close", "extend", "duplicate"],
  closed: ["reopen", "duplicate"],
  expired: ["extend", "close", "duplicate"],
};

function runAction(action: TJobAction, jobId: number): Promise<unknown> {
  switch (action) {
    case "publish":
    case "reopen":
      return changeJobStatus(jobId, "active");
    case "pause":
      return changeJobStatus(jobId, "paused");
    case "close":
      return changeJobStatus(jobId, "closed");
    case "extend":
      return extendJob(jobId);
    case "duplicate":
      return duplicateJob(jobId);
    case "delete":
      return deleteJob(jobId);
  }
}

/**
 * The Jobs tab: the company's postings with status, applicants, views and listing end, a link to
 * each public page, and the moves the job's status allows; each answered by a toast and fresh data.
 */
export function CompanyJobs({
  jobs,
  onShowApplicants,
  arrivedJobId = null,
}: {
  jobs: TCompanyJob[];
  onShowApplicants: (id: number) => void;
  /** The job just posted or edited: its card is marked and takes the focus. */
  arrivedJobId?: number | null;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<TCompanyJob | null>(null);
  const cards = useRef(new Map<number, HTMLLIElement>());
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const card = arrivedJobId === null ? undefined : cards.current.get(arrivedJobId);
    if (!card) return;
    card.scrollIntoView({ block: "center" });
    card.focus({ preventScroll: true });
  }, [arrivedJobId]);

  // The button pressed may be gone once the job has moved (Pause becomes Reopen): the focus stays
  // on the job's card, or on the list when the job itself is gone.
  function keepFocus(jobId: number) {
    const card = cards.current.get(jobId);
    if (card?.contains(document.activeElement)) return;
    (card ?? heading.current)?.focus();
  }

  async function act(action: TJobAction, job: TCompanyJob) {
    setPending(job.id);
    try {
      await runAction(action, job.id);
      dismissFailures();
      notify({ title: t(`companyDashboard.jobs.done.${action}`), description: job.title });
      setToDelete(null);
      await revalidator.revalidate();
      requestAnimationFrame(() => keepFocus(job.id));
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "companyDashboard.jobs.actionFailed")),
        description: job.title,
        variant: "destructive",
      });
    } finally {
      setPending(null);
    }
  }

  if (jobs.length === 0) {
    return (
      <ListState
        status="empty"
        icon={Briefcase}
        heading="h2"
        title={t("companyDashboard.jobs.emptyTitle")}
        body={t("companyDashboard.jobs.emptyBody")}
        action={
          <Link to="/post-job" className={buttonClasses()}>
            <SquarePen aria-hidden="true" className="size-4" />
            {t("companyDashboard.postNewJob")}
          </Link>
        }
      />
    );
  }

  return (
    <section aria-labelledby="company-jobs-title">
      <h2 id="company-jobs-title" ref={heading} tabIndex={-1} className="sr-only">
        {t("companyDashboard.jobs.title")}
      </h2>
      <ul className="grid gap-4">
        {jobs.map((job) => {
          const isPending = pending === job.id;
          return (
            <li
              key={job.id}
              ref={(element) => {
                if (element) cards.current.set(job.id, element);
                else cards.current.delete(job.id);
              }}
              tabIndex={-1}
              aria-label={job.title}
              className={cn(
                "rounded-xl border bg-white p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:p-5",
                job.id === arrivedJobId ? "border-primary-600 ring-1 ring-primary-600" : "border-gray-200",
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <div className="min-w-0 flex-1">
                  <h3 className="text-base font-semibold break-words text-gray-900">{job.title}</h3>
                  <p className="mt-1 text-sm text-gray-600">{job.location}</p>
                </div>
                <JobStatusBadge status={job.status} />
              </div>
              <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-700">
                <div className="flex items-center gap-1.5">
                  <Users aria-hidden="true" className="size-4 text-gray-500" />
                  <dt className="sr-only">{t("companyDashboard.stats.applicants")}</dt>
                  <dd>{t("companyDashboard.jobs.applicants", { count: job.applicantCount })}</dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <Eye aria-hidden="true" className="size-4 text-gray-500" />
                  <dt className="sr-only">{t("companyDashboard.jobs.viewsLabel")}</dt>
                  <dd>{t("companyDashboard.jobs.views", { count: job.views })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("companyDashboard.jobs.listing")}</dt>
                  <dd>
                    {t(job.status === "expired" ? "companyDashboard.jobs.expired" : "companyDashboard.jobs.expires", {
                      date: absoluteDate(job.expiresAt, locale),
                    })}
                  </dd>
                </div>
              </dl>
              <div
                role="group"
                aria-label={t("companyDashboard.jobs.actionsLabel", { title: job.title })}
                className="mt-4 flex flex-wrap gap-2"
              >
                <Button
                  variant="secondary"
                  className="gap-2"
                  aria-label={t("companyDashboard.jobs.viewApplicantsLabel", { title: job.title })}
                  onClick={() => onShowApplicants(job.id)}
                >
                  <Users aria-hidden="true" className="size-4" />
                  {t("companyDashboard.jobs.viewApplicants")}
                </Button>
                {job.status === "draft" ? null : (
                  <Link
                    to={`/jobs/${job.id}`}
                    aria-label={t("companyDashboard.jobs.viewPageLabel", { title: job.title })}
                    className={buttonClasses({ variant: "secondary", className: "gap-2" })}
                  >
                    <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    {t("companyDashboard.jobs.viewPage")}
                  </Link>
                )}
                <Link
                  to={`/post-job?edit=${job.id}`}
                  aria-label={t("companyDashboard.jobs.editLabel", { title: job.title })}
                  className={buttonClasses({ variant: "secondary", className: "gap-2" })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t("companyDashboard.jobs.edit")}
                </Link>
                {ACTIONS[job.status].map((action) => (
                  <Button
                    key={action}
                    variant={action === "delete" ? "destructive" : "ghost"}
                    disabled={isPending}
                    onClick={() => (action === "delete" ? setToDelete(job) : void act(action, job))}
                  >
                    {t(`companyDashboard.jobs.actions.${action}`)}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>

      <Dialog open={toDelete !== null} onOpenChange={(isOpen) => (isOpen ? null : setToDelete(null))}>
        {toDelete ? (
          <DialogContent title={t("companyDashboard.jobs.deleteTitle")} closeLabel={t("companyDashboard.jobs.close")}>
            <DialogDescription className="mt-2 text-sm text-gray-700">
              {t("companyDashboard.jobs.deleteQuestion", { title: toDelete.title })}
            </DialogDescription>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{t("companyDashboard.jobs.cancel")}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={pending === toDelete.id}
                onClick={() => void act("delete", toDelete)}
              >
                {t("companyDashboard.jobs.deleteConfirm")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
