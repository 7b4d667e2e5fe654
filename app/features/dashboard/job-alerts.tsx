import { Bell, BellOff, Info, Pencil, Search, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TTranslate } from "@common/i18n";
import { jobAlertCriteriaParts, MAX_JOB_ALERTS, type TJobAlert } from "@common/job-alerts/schemas";
import { absoluteDate } from "@common/jobs/format";
import { deleteJobAlert, isJobAlertMailOn, listJobAlerts, updateJobAlert } from "~/api/job-alerts";
import { Button, buttonClasses, PlainButton } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { inputClasses } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { useFormatLocale } from "~/lib/format-locale";

type TState = { status: "loading" } | { status: "failed" } | { status: "ready"; alerts: TJobAlert[] };

const LINK = "font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline";

/**
 * The seeker dashboard's "Job Alerts": the searches saved from /jobs, each with what it looks
 * for, when it last mailed, its search, Rename, Pause/Resume and Delete. Loaded in the browser;
 * a note says when the account's "Job Alerts" e-mail switch is off, so nothing is mailed.
 */
export function JobAlerts() {
  const { t } = useTranslation();
  const [state, setState] = useState<TState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [isMailOn, setMailOn] = useState(true);
  const [toDelete, setToDelete] = useState<TJobAlert | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);

  useEffect(() => {
    let isCurrent = true;
    listJobAlerts()
      .then((alerts) => isCurrent && setState({ status: "ready", alerts }))
      .catch(() => isCurrent && setState({ status: "failed" }));
    // The note is a help, not the list: if the settings cannot be read, no note.
    isJobAlertMailOn()
      .then((isOn) => isCurrent && setMailOn(isOn))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const replace = (alert: TJobAlert) =>
    setState((current) =>
      current.status === "ready"
        ? { status: "ready", alerts: current.alerts.map((kept) => (kept.id === alert.id ? alert : kept)) }
        : current,
    );

  const fail = (error: unknown) =>
    notify({
      title: t("jobAlerts.section.failedTitle"),
      description: t(errorMessageKey(error, "jobAlerts.errors.changeFailed")),
      variant: "destructive",
    });

  /** A change the server confirms; an alert deleted elsewhere leaves the list. */
  async function change(alert: TJobAlert, body: { name?: string; isPaused?: boolean }): Promise<TJobAlert | null> {
    setPendingId(alert.id);
    try {
      const changed = await updateJobAlert(alert.id, body);
      replace(changed);
      return changed;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) drop(alert.id);
      fail(error);
      return null;
    } finally {
      setPendingId(null);
    }
  }

  function drop(id: number) {
    setState((current) =>
      current.status === "ready"
        ? { status: "ready", alerts: current.alerts.filter((kept) => kept.id !== id) }
        : current,
    );
  }

  async function togglePaused(alert: TJobAlert) {
    const changed = await change(alert, { isPaused: !alert.isPaused });
    if (!changed) return;
    notify(
      changed.isPaused
        ? {
            title: t("jobAlerts.section.pausedTitle"),
            description: t("jobAlerts.section.pausedDescription", { name: changed.name }),
          }
        : {
            title: t("jobAlerts.section.resumedTitle"),
            description: t("jobAlerts.section.resumedDescription", { name: changed.name }),
          },
    );
  }

  async function remove(alert: TJobAlert) {
    setPendingId(alert.id);
    try {
      await deleteJobAlert(alert.id);
      drop(alert.id);
      setToDelete(null);
      notify({ title: t("jobAlerts.section.deleted") });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        drop(alert.id);
        setToDelete(null);
      }
      fail(error);
    } finally {
      setPendingId(null);
    }
  }

  return (
    <section id="job-alerts" aria-labelledby="job-alerts-title" className="mt-10 scroll-mt-20">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="job-alerts-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Bell aria-hidden="true" className="size-5 text-primary-700" />
          {t("jobAlerts.section.title")}
        </h2>
        {state.status === "ready" && state.alerts.length ? (
          <p className="text-sm text-gray-600">
            {t("jobAlerts.section.count", { count: state.alerts.length, max: MAX_JOB_ALERTS })}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-gray-700">{t("jobAlerts.section.intro")}</p>

      {!isMailOn && state.status === "ready" && state.alerts.length ? (
        <p
          role="note"
          className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t("jobAlerts.section.mailOff")}{" "}
            <Link to="/settings" className={LINK}>
              {t("jobAlerts.section.mailOffLink")}
            </Link>
          </span>
        </p>
      ) : null}

      {state.status === "loading" ? (
        <ListState status="loading" className="mt-4" label={t("jobAlerts.section.loading")} />
      ) : null}

      {state.status === "failed" ? (
        <ListState
          status="failed"
          className="mt-4"
          message={t("jobAlerts.section.loadFailed")}
          retryLabel={t("jobAlerts.section.retry")}
          onRetry={() => {
            setState({ status: "loading" });
            setAttempt((value) => value + 1);
          }}
        />
      ) : null}

      {state.status === "ready" && !state.alerts.length ? (
        <ListState
          status="empty"
          className="mt-4"
          icon={Bell}
          heading="h3"
          title={t("jobAlerts.section.emptyTitle")}
          body={t("jobAlerts.section.empty")}
          action={
            <Link to="/jobs" className={buttonClasses()}>
              <Search aria-hidden="true" className="size-4" />
              {t("jobAlerts.section.emptyLink")}
            </Link>
          }
        />
      ) : null}

      {state.status === "ready" && state.alerts.length ? (
        <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {state.alerts.map((alert) => (
            <JobAlertRow
              key={alert.id}
              alert={alert}
              isPending={pendingId === alert.id}
              onRename={(name) => change(alert, { name })}
              onTogglePaused={() => togglePaused(alert)}
              onDelete={() => setToDelete(alert)}
            />
          ))}
        </ul>
      ) : null}

      <Dialog open={toDelete !== null} onOpenChange={(isOpen) => (isOpen ? null : setToDelete(null))}>
        {toDelete ? (
          <DialogContent title={t("jobAlerts.section.deleteTitle")} closeLabel={t("jobAlerts.section.close")}>
            <DialogDescription className="mt-2 text-sm break-words text-gray-700">
              {t("jobAlerts.section.deleteDescription", { name: toDelete.name })}
            </DialogDescription>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{t("jobAlerts.section.cancel")}</Button>
              </DialogClose>
              <Button variant="destructive" disabled={pendingId === toDelete.id} onClick={() => remove(toDelete)}>
                {pendingId === toDelete.id ? t("jobAlerts.section.deleting") : t("jobAlerts.section.deleteConfirm")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function JobAlertRow({
  alert,
  isPending,
  onRename,
  onTogglePaused,
  onDelete,
}: {
  alert: TJobAlert;
  isPending: boolean;
  onRename: (name: string) => Promise<TJobAlert | null>;
  onTogglePaused: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const summary = jobAlertCriteriaParts(alert.criteria, t as TTranslate).join(" · ");

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const name = (draft ?? "").trim();
    if (!name) return setError(t("validation.required"));
    if (name.length > 80) return setError(t("validation.tooLong"));
    if (name === alert.name) return setDraft(null);
    const changed = await onRename(name);
    if (changed) {
      setDraft(null);
      setError(null);
      notify({ title: t("jobAlerts.section.renamed") });
    }
  }

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        {draft === null ? (
          <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words text-gray-900">
            <span className="min-w-0 break-words">{alert.name}</span>
            {alert.isPaused ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                <BellOff aria-hidden="true" className="size-3.5" />
                {t("jobAlerts.section.paused")}
              </span>
            ) : null}
          </h3>
        ) : (
          <form onSubmit={save} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <label htmlFor={inputId} className="sr-only">
                {t("jobAlerts.section.renameLabel")}
              </label>
              <input
                id={inputId}
                value={draft}
                maxLength={80}
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Escape") setDraft(null);
                }}
                className={cn(inputClasses, "py-1.5")}
              />
              {error ? (
                <p id={errorId} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={isPending}>
                {isPending ? t("jobAlerts.section.saving") : t("jobAlerts.section.save")}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(null);
                  setError(null);
                }}
              >
                {t("jobAlerts.section.cancel")}
              </Button>
            </div>
          </form>
        )}
        <p className="mt-1 text-sm break-words text-gray-700">{summary}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600">
          <span>
            {alert.lastSentAt
              ? t("jobAlerts.section.lastSent", { date: absoluteDate(alert.lastSentAt, locale) })
              : t("jobAlerts.section.neverSent")}
          </span>
          <Link to={alert.searchUrl} className={LINK}>
            {t("jobAlerts.section.viewSearch")}
          </Link>
        </p>
      </div>
      <div
        role="group"
        aria-label={t("jobAlerts.section.actionsFor", { name: alert.name })}
        className="flex shrink-0 flex-wrap items-center gap-2"
      >
        <PlainButton
          type="button"
          disabled={isPending}
          onClick={onTogglePaused}
          className={buttonClasses({ variant: "secondary" })}
        >
          {alert.isPaused ? (
            <Bell aria-hidden="true" className="size-4" />
          ) : (
            <BellOff aria-hidden="true" className="size-4" />
          )}
          {t(alert.isPaused ? "jobAlerts.section.resumeLabel" : "jobAlerts.section.pauseLabel")}
        </PlainButton>
        {draft === null ? (
          <Button variant="secondary" disabled={isPending} onClick={() => setDraft(alert.name)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t("jobAlerts.section.rename")}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={isPending} onClick={onDelete} className="text-red-700 hover:text-red-800">
          <Trash2 aria-hidden="true" className="size-4" />
          {t("jobAlerts.section.delete")}
        </Button>
      </div>
    </li>
  );
}
