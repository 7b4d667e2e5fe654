import { Check, ExternalLink, Lock, LogIn, Send, Undo2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Link, useNavigate } from "~/lib/localized-links";
import { permissions } from "@common/auth/permissions";
import { absoluteDate } from "@common/jobs/format";
import type { TJobDetail } from "@common/jobs/schemas";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogTrigger } from "~/components/ui/dialog";
import { ApiError, type TMessageKey } from "~/lib/api-client";
import { useCurrentUser } from "~/lib/current-user";
import { useHydrated } from "~/lib/use-hydrated";
import { dismissFailures, notify } from "~/lib/notify";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { ApplyDialog } from "./apply-dialog";
import { applyToJob } from "~/api/applications";
import type { TApplyState } from "./job-detail.server";
import { useFormatLocale } from "~/lib/format-locale";

/** Refusals whose own sentence says more than "Failed to submit application" (closed job, applied before). */
const TELLING_REFUSALS = new Set<string>(["applications.errors.jobClosed", "applications.errors.alreadyApplied"]);

/** The host an imported job's apply address is on ("boards.greenhouse.io"), or null if it has none. */
export function applyHost(applyUrl: string): string | null {
  if (!URL.canParse(applyUrl)) return null;
  return new URL(applyUrl).hostname.replace(/^www\./, "") || null;
}

/**
 * An imported job is applied to on the company's site: "Apply on company site" opens its source's
 * address in a new tab, for everyone, and the panel says where the job is listed. Closed, it
 * keeps the closed button and no link.
 */
function ExternalApply({ job, applyUrl }: { job: TJobDetail; applyUrl: string }) {
  const { t } = useTranslation();
  const host = applyHost(applyUrl);
  const isOpen = job.isAcceptingApplications;
  const hint = host
    ? t(isOpen ? "jobDetail.apply.externalHint" : "jobDetail.apply.externalClosedHint", { host })
    : t(isOpen ? "jobDetail.apply.externalHintNoHost" : "jobDetail.apply.externalClosedHintNoHost");
  return (
    <section aria-labelledby="apply-title" className="rounded-xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="apply-title" className="text-lg font-semibold text-gray-900">
        {t("jobDetail.apply.title")}
      </h2>
      <p id="apply-hint" className="mt-1 text-sm break-words text-gray-700">
        {hint}
      </p>
      <div className="mt-4">
        {isOpen ? (
          <a
            href={applyUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-describedby="apply-hint"
            className={buttonClasses({ size: "lg", className: "w-full" })}
          >
            {t("jobDetail.apply.external")}
            <ExternalLink aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            <span className="sr-only">{t("jobDetail.apply.newTab")}</span>
          </a>
        ) : (
          <Button variant="secondary" disabled className="w-full">
            <Lock aria-hidden="true" className="size-4" />
            {t("jobDetail.apply.closed")}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The Apply area. Signed out: "Sign In to Apply", coming back
 * to this job after signing in. A job seeker: a disabled "Applied" once applied, else "Apply
 * Now" opening the resume dialog. A company account sees no apply button. An imported job
 * links to the company's site instead.
 */
export function ApplyPanel({ job, apply }: { job: TJobDetail; apply: TApplyState | null }) {
  return job.applyUrl === null ? (
    <OwnApply job={job} apply={apply} />
  ) : (
    <ExternalApply job={job} applyUrl={job.applyUrl} />
  );
}

/** A job posted here: applied to with a resume through the apply dialog. */
function OwnApply({ job, apply }: { job: TJobDetail; apply: TApplyState | null }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [isOpen, setIsOpen] = useState(false);
  const [isApplying, setIsApplying] = useState(false);
  const [appliedHere, setAppliedHere] = useState(false);
  // The dialog needs the page's script: until it runs, Apply Now shows it is not ready yet.
  const isHydrated = useHydrated();
  const application = apply?.application ?? null;
  const hasApplied = appliedHere || Boolean(application);

  const submit = async (resumeId: number) => {
    setIsApplying(true);
    try {
      await applyToJob({ jobId: job.id, resumeId });
      dismissFailures();
      setAppliedHere(true);
      setIsOpen(false);
      notify({ title: t("applications.apply.submittedTitle"), description: t("applications.apply.submitted") });
      void revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        notify({
          title: t("applications.apply.loginRequiredTitle"),
          description: t("applications.apply.loginRequired"),
          variant: "destructive",
        });
        storeRedirectAfterLogin(`/jobs/${job.id}`);
        void navigate("/login");
        return;
      }
      if (error instanceof ApiError && error.fieldErrors.resumeId) {
        notify({
          title: t("applications.apply.resumeRequiredTitle"),
          description: t("applications.apply.resumeRequired"),
          variant: "destructive",
        });
        void revalidator.revalidate();
        return;
      }
      const refusal = error instanceof ApiError ? error.messageKey : null;
      if (refusal === "applications.errors.alreadyApplied") setAppliedHere(true);
      notify({
        title: t("applications.apply.failedTitle"),
        description: t(
          refusal && TELLING_REFUSALS.has(refusal) ? (refusal as TMessageKey) : "applications.apply.failed",
        ),
        variant: "destructive",
      });
      if (refusal && TELLING_REFUSALS.has(refusal)) {
        setIsOpen(false);
        void revalidator.revalidate();
      }
    } finally {
      setIsApplying(false);
    }
  };

  let action: React.ReactNode;
  let hint: string | null = null;
  if (user && application?.status === "withdrawn") {
    // One application per job: a withdrawn one cannot be sent again, and the page says so.
    hint = application.withdrawnAt
      ? t("applications.apply.withdrawnHint", { date: absoluteDate(application.withdrawnAt, locale) })
      : t("applications.apply.withdrawnHintUndated");
    action = (
      <Button size="lg" variant="secondary" disabled aria-describedby="apply-hint" className="w-full">
        <Undo2 aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {t("applications.apply.withdrawn")}
      </Button>
    );
  } else if (user && hasApplied) {
    hint = t("applications.apply.appliedHint");
    action = (
      <Button size="lg" variant="secondary" disabled aria-describedby="apply-hint" className="w-full">
        <Check aria-hidden="true" className="size-5" />
        {t("applications.apply.applied")}
      </Button>
    );
  } else if (!job.isAcceptingApplications) {
    action = (
      <Button variant="secondary" disabled className="w-full">
        <Lock aria-hidden="true" className="size-4" />
        {t("jobDetail.apply.closed")}
      </Button>
    );
  } else if (!user) {
    hint = t("jobDetail.apply.signInHint");
    // A link, so it works before the page's JavaScript has loaded too.
    action = (
      <Link
        to="/login"
        onClick={() => storeRedirectAfterLogin(`/jobs/${job.id}`)}
        className={buttonClasses({ size: "lg", className: "w-full" })}
      >
        <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {t("jobDetail.apply.signInToApply")}
      </Link>
    );
  } else if (!permissions.applyToJobs(user) || !apply) {
    hint = t("jobDetail.apply.companyHint");
    action = null;
  } else {
    hint = t("applications.apply.readyHint");
    action = (
      <Dialog open={isOpen} onOpenChange={(open) => !isApplying && setIsOpen(open)}>
        <DialogTrigger asChild>
          <Button
            size="lg"
            aria-describedby="apply-hint"
            className="w-full"
            disabled={!isHydrated}
            aria-busy={!isHydrated || undefined}
          >
            <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {t("applications.apply.applyNow")}
          </Button>
        </DialogTrigger>
        <ApplyDialog job={job} resumes={apply.resumes} isApplying={isApplying} onApply={(id) => void submit(id)} />
      </Dialog>
    );
  }

  return (
    <section aria-labelledby="apply-title" className="rounded-xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="apply-title" className="text-lg font-semibold text-gray-900">
        {t("jobDetail.apply.title")}
      </h2>
      {hint ? (
        <p id="apply-hint" className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}
