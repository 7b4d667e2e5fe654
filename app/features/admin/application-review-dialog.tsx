import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FileText } from "lucide-react";
import type { TAdminApplication } from "@common/admin/console";
import { canMoveApplication, COMPANY_SETTABLE_STATUSES, type TApplicationStatus } from "@common/applications/pipeline";
import type { TApplication } from "@common/applications/schemas";
import { absoluteDate, employmentTypeLabelKey, salaryText, workTypeLabelKey } from "@common/jobs/format";
import type { TEmploymentType } from "@common/jobs/schemas";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { inputClasses } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { applicationResumeUrl, fetchApplication, moveApplication } from "~/api/applications";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { ApplicationStatusBadge } from "./status-badges";
import { useRemote } from "./use-remote";
import { useFormatLocale } from "~/lib/format-locale";

const readApplication = (key: string) => fetchApplication(Number(key));

/**
 * Review of one application: who applied and when, the frozen resume PDF (a new tab), the job
 * as it was sent, and the moves the one pipeline allows from its status, made through the same
 * status call a company uses (history and mail included).
 */
export function ApplicationReviewDialog({
  application,
  onClose,
  onMoved,
}: {
  application: TAdminApplication | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const name = application?.applicantName || t("adminConsole.applications.deletedApplicant");
  return (
    <Dialog open={application !== null} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      {application ? (
        <DialogContent
          title={t("adminConsole.applications.reviewTitle", { name })}
          closeLabel={t("adminConsole.close")}
          className="max-w-2xl"
        >
          <ReviewBody applicationId={application.id} onMoved={onMoved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReviewBody({ applicationId, onMoved }: { applicationId: number; onMoved: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { state, refresh, retry } = useRemote(String(applicationId), readApplication);
  if (state.status === "idle" || state.status === "loading") {
    return <ListState status="loading" label={t("adminConsole.applications.reviewLoading")} className="mt-4" />;
  }
  if (state.status === "failed") {
    return (
      <ListState
        status="failed"
        className="mt-4"
        message={t(errorMessageKey(state.error, "adminConsole.applications.reviewFailed"))}
        retryLabel={t("adminConsole.retry")}
        onRetry={retry}
      />
    );
  }
  const application = state.data;
  const job = application.job;
  const salary = salaryText(job, locale);
  return (
    <div className="mt-2 space-y-6">
      <DialogDescription className="text-sm text-gray-700">
        {[
          application.applicantEmail,
          t("adminConsole.applications.appliedOn", { date: absoluteDate(application.appliedAt, locale) }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </DialogDescription>

      <StatusMove
        application={application}
        onMoved={() => {
          refresh();
          onMoved();
        }}
      />

      <section aria-labelledby="admin-review-resume">
        <h3 id="admin-review-resume" className="text-base font-semibold text-gray-900">
          {t("adminConsole.applications.resume")}
        </h3>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 p-3">
          <span className="flex min-w-0 items-center gap-2 text-sm text-gray-800">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
            <span className="break-words">{application.resumeTitle}</span>
          </span>
          <a
            href={applicationResumeUrl(application.id)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "secondary" })}
          >
            {t("adminConsole.applications.openResume")}
          </a>
        </div>
      </section>

      <section aria-labelledby="admin-review-job">
        <h3 id="admin-review-job" className="text-base font-semibold text-gray-900">
          {t("adminConsole.applications.jobAsSent")}
        </h3>
        <p className="mt-1 text-sm text-gray-600">{t("adminConsole.applications.jobAsSentNote")}</p>
        <div className="mt-3 rounded-lg border border-gray-200 p-4">
          <p className="text-base font-semibold break-words text-gray-900">{job.title}</p>
          <p className="text-sm text-gray-700">
            {[
              job.company,
              job.location,
              t(workTypeLabelKey(job.workType)),
              t(employmentTypeLabelKey(job.employmentType as TEmploymentType)),
              t(salary.key, salary.values),
            ].join(" · ")}
          </p>
          <p className="mt-3 text-sm break-words whitespace-pre-line text-gray-800">{job.description}</p>
          <JobList title={t("adminConsole.applications.requirements")} items={job.requirements} />
          <JobList title={t("adminConsole.applications.benefits")} items={job.benefits} />
        </div>
      </section>
    </div>
  );
}

function JobList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="mt-3 text-sm font-semibold text-gray-900">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-gray-800">
        {items.map((item, index) => (
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The status now and only the moves the pipeline allows from it (canMoveApplication). */
function StatusMove({ application, onMoved }: { application: TApplication; onMoved: () => void }) {
  const { t } = useTranslation();
  const selectId = useId();
  const moves = COMPANY_SETTABLE_STATUSES.filter((status) => canMoveApplication(application.status, status));
  const [target, setTarget] = useState<TApplicationStatus | "">("");
  const [isMoving, setIsMoving] = useState(false);

  async function move() {
    if (target === "") return;
    setIsMoving(true);
    try {
      await moveApplication(application.id, target);
      dismissFailures();
      notify({
        title: t("adminConsole.applications.moved", { status: t(`applications.status.${target}`) }),
        description: application.job.title,
      });
      setTarget("");
      onMoved();
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "adminConsole.applications.moveFailed")),
        description: application.job.title,
        variant: "destructive",
      });
    } finally {
      setIsMoving(false);
    }
  }

  return (
    <section aria-labelledby={`${selectId}-heading`} className="rounded-lg bg-gray-50 p-4">
      <h3
        id={`${selectId}-heading`}
        className="flex flex-wrap items-center gap-2 text-base font-semibold text-gray-900"
      >
        {t("adminConsole.applications.currentStatus")}
        <ApplicationStatusBadge status={application.status} />
      </h3>
      {moves.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t("adminConsole.applications.noMoves")}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
              {t("adminConsole.applications.moveTo")}
            </label>
            <select
              id={selectId}
              className={`${inputClasses} mt-1`}
              value={target}
              onChange={(event) => setTarget(event.target.value as TApplicationStatus | "")}
            >
              <option value="">{t("adminConsole.applications.chooseMove")}</option>
              {moves.map((status) => (
                <option key={status} value={status}>
                  {t(`applications.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <Button disabled={target === "" || isMoving} onClick={() => void move()}>
            {t(isMoving ? "adminConsole.applications.moving" : "adminConsole.applications.move")}
          </Button>
        </div>
      )}
    </section>
  );
}
