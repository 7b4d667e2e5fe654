import { Hourglass, Lock, LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { permissions } from "@common/auth/permissions";
import type { TJobDetail } from "@common/jobs/schemas";
import { Button, buttonClasses } from "~/components/ui/button";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { useCurrentUser } from "~/lib/current-user";

/**
 * The Apply area (spec-1 section 4 "Apply flow"). Signed out: "Sign In to Apply", coming back
 * to this job after signing in. Signed in: applying itself arrives with the applications
 * issue, so the page says so plainly instead of offering a button that does nothing.
 */
export function ApplyPanel({ job }: { job: TJobDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();

  let action: React.ReactNode;
  let hint: string | null = null;
  if (!job.isAcceptingApplications) {
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
  } else if (!permissions.applyToJobs(user)) {
    hint = t("jobDetail.apply.companyHint");
    action = null;
  } else {
    hint = t("jobDetail.apply.opensSoonHint");
    action = (
      <Button size="lg" disabled aria-describedby="apply-hint" className="w-full">
        <Hourglass aria-hidden="true" className="size-5" />
        {t("jobDetail.apply.opensSoon")}
      </Button>
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
