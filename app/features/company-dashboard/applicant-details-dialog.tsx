import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CalendarPlus } from "lucide-react";
import type { TApplicationNote, TInterview } from "@common/applications/schemas";
import { INTERVIEW_LOCATION_MAX } from "@common/applications/schemas";
import { formatInterviewStart } from "@common/applications/interview-time";
import type { TJobApplicant } from "@common/company/applicants";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { fetchApplicationInterviews, fetchApplicationNotes, scheduleInterview } from "~/api/applications";
import { useFormatLocale } from "~/lib/format-locale";
import { Notes } from "./applicant-notes";

/** Interview lengths offered, in minutes (the API takes 15 to 480). */
const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];

type TDetails = { notes: TApplicationNote[]; interviews: TInterview[] };

/**
 * An applicant's private side, for the hiring company only: its notes (never shown to the
 * applicant) and its interviews, with a form to schedule one in a chosen time zone.
 */
export function ApplicantDetailsDialog({
  applicant,
  name,
  canSchedule,
  open,
  onOpenChange,
}: {
  applicant: TJobApplicant;
  name: string;
  /** Withdrawn, rejected and hired applications take no interview. */
  canSchedule: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("companyDashboard.details.title", { name })}
        closeLabel={t("companyDashboard.jobs.close")}
        className="max-w-2xl"
      >
        <DialogDescription className="mt-1 text-sm text-gray-700">
          {t("companyDashboard.details.description")}
        </DialogDescription>
        {/* The content mounts when the dialog opens, so each opening reads afresh. */}
        <DetailsBody applicationId={applicant.id} canSchedule={canSchedule} />
      </DialogContent>
    </Dialog>
  );
}

function DetailsBody({ applicationId, canSchedule }: { applicationId: number; canSchedule: boolean }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // What the current attempt read; an older attempt's answer counts as loading.
  const [read, setRead] = useState<{ attempt: number; details: TDetails | "failed" } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    Promise.all([fetchApplicationNotes(applicationId), fetchApplicationInterviews(applicationId)]).then(
      ([notes, interviews]) => isCurrent && setRead({ attempt, details: { notes, interviews } }),
      () => isCurrent && setRead({ attempt, details: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [applicationId, attempt]);

  const details = read && read.attempt === attempt ? read.details : null;
  const update = (next: TDetails) => setRead({ attempt, details: next });
  if (details === null) {
    return <ListState status="loading" label={t("companyDashboard.details.loading")} className="mt-6" />;
  }
  if (details === "failed") {
    return (
      <ListState
        status="failed"
        className="mt-6"
        message={t("companyDashboard.details.failed")}
        retryLabel={t("companyDashboard.retry")}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return (
    <>
      <Interviews
        applicationId={applicationId}
        interviews={details.interviews}
        canSchedule={canSchedule}
        onScheduled={(interview) =>
          update({
            ...details,
            interviews: [...details.interviews, interview].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
          })
        }
      />
      <Notes
        applicationId={applicationId}
        notes={details.notes}
        onAdded={(note) => update({ ...details, notes: [...details.notes, note] })}
      />
    </>
  );
}

/** The zones this browser knows, the company's own first; a short list where Intl cannot list them. */
function timeZones(own: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  return all.includes(own) ? all : [own, ...all];
}

type TInterviewField = "date" | "time" | "timeZone" | "durationMinutes" | "location";

function Interviews({
  applicationId,
  interviews,
  canSchedule,
  onScheduled,
}: {
  applicationId: number;
  interviews: TInterview[];
  canSchedule: boolean;
  onScheduled: (interview: TInterview) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const baseId = useId();
  const [ownZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  const [values, setValues] = useState({ date: "", time: "", timeZone: ownZone, durationMinutes: 60, location: "" });
  const [errors, setErrors] = useState<Partial<Record<TInterviewField, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  function set<K extends keyof typeof values>(key: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function save() {
    const missing: Partial<Record<TInterviewField, string>> = {};
    for (const key of ["date", "time", "location"] as const)
      if (!values[key].trim()) missing[key] = "validation.required";
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setIsSaving(true);
    try {
      const interview = await scheduleInterview(applicationId, values);
      dismissFailures();
      setValues((current) => ({ ...current, date: "", time: "", location: "" }));
      onScheduled(interview);
      notify({ title: t("companyDashboard.details.scheduled") });
    } catch (caught) {
      const fieldErrors = caught instanceof ApiError ? caught.fieldErrors : {};
      setErrors(fieldErrors as Partial<Record<TInterviewField, string>>);
      if (!Object.keys(fieldErrors).length) {
        notify({
          title: t(errorMessageKey(caught, "companyDashboard.details.scheduleFailed")),
          variant: "destructive",
        });
      }
    } finally {
      setIsSaving(false);
    }
  }

  const selectClasses = cn(inputClasses, "pe-8");
  return (
    <section className="mt-6" aria-labelledby={`${baseId}-heading`}>
      <h3 id={`${baseId}-heading`} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <CalendarPlus aria-hidden="true" className="size-5 text-primary-700" />
        {t("companyDashboard.details.interviewsTitle")}
      </h3>
      {interviews.length ? (
        <ul className="mt-3 grid gap-2">
          {interviews.map((interview) => (
            <li key={interview.id} className="rounded-lg border border-gray-200 p-3 text-sm">
              <time dateTime={interview.startsAt} className="block font-medium text-gray-900">
                {t("companyDashboard.overview.interviewTime", {
                  date: formatInterviewStart(interview, locale),
                  timeZone: interview.timeZone,
                })}
              </time>
              <span className="block break-words text-gray-700">
                {t("seekerDashboard.details.interviewDetails", {
                  minutes: interview.durationMinutes,
                  location: interview.location,
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-gray-700">{t("companyDashboard.details.noInterviews")}</p>
      )}
      {canSchedule ? (
        <form
          className="mt-4 grid gap-3 sm:grid-cols-2"
          noValidate
          aria-label={t("companyDashboard.details.scheduleTitle")}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormField id={`${baseId}-date`} label={t("companyDashboard.details.date")} isRequired error={errors.date}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={values.date}
                onChange={(event) => set("date", event.target.value)}
              />
            )}
          </FormField>
          <FormField id={`${baseId}-time`} label={t("companyDashboard.details.time")} isRequired error={errors.time}>
            {(control) => (
              <Input
                {...control}
                type="time"
                value={values.time}
                onChange={(event) => set("time", event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`${baseId}-zone`}
            label={t("companyDashboard.details.timeZone")}
            isRequired
            error={errors.timeZone}
          >
            {(control) => (
              <select
                {...control}
                value={values.timeZone}
                onChange={(event) => set("timeZone", event.target.value)}
                className={selectClasses}
              >
                {timeZones(ownZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={`${baseId}-duration`}
            label={t("companyDashboard.details.duration")}
            error={errors.durationMinutes}
          >
            {(control) => (
              <select
                {...control}
                value={values.durationMinutes}
                onChange={(event) => set("durationMinutes", Number(event.target.value))}
                className={selectClasses}
              >
                {DURATIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t("companyDashboard.details.minutes", { count: minutes })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField
              id={`${baseId}-location`}
              label={t("companyDashboard.details.location")}
              hint={t("companyDashboard.details.locationHint")}
              isRequired
              error={errors.location}
            >
              {(control) => (
                <Input
                  {...control}
                  value={values.location}
                  maxLength={INTERVIEW_LOCATION_MAX}
                  onChange={(event) => set("location", event.target.value)}
                />
              )}
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSaving}>
              {isSaving ? t("companyDashboard.details.scheduling") : t("companyDashboard.details.schedule")}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 text-sm text-gray-600">{t("companyDashboard.details.cannotSchedule")}</p>
      )}
    </section>
  );
}
