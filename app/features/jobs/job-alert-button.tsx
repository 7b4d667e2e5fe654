import { BellPlus, CircleCheck, Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Link } from "~/lib/localized-links";
import { permissions } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import { hasJobAlertCriterion, jobAlertName, jobAlertSearchUrl, toJobAlertCriteria } from "@common/job-alerts/schemas";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { createJobAlert } from "~/api/job-alerts";
import { buttonClasses, PlainButton } from "~/components/ui/button";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { useCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";

const LINK = "font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline";

/**
 * "Create job alert" on /jobs: saves the search shown (its words and filters, not the sort or
 * page) as a job alert in one click, named after it. A visitor gets a link to sign in and come
 * back to the same search; company accounts do not see it; a search with no words and no filter
 * has nothing to alert on, so the control waits for one.
 */
export function JobAlertButton({ query }: { query: TJobSearchQuery }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const criteria = toJobAlertCriteria(query);
  const searchKey = jobAlertSearchUrl(criteria);
  const [state, setState] = useState<{ key: string; status: "idle" | "pending" | "created" | "exists" }>({
    key: searchKey,
    status: "idle",
  });
  // Another search: the control is fresh again.
  const status = state.key === searchKey ? state.status : "idle";

  if (user && !permissions.keepJobAlerts(user)) return null;
  if (!hasJobAlertCriterion(criteria)) return null;

  const label = t("jobAlerts.create.button");
  const name = jobAlertName(criteria, t as TTranslate);

  if (!user) {
    return (
      <Link
        to="/login"
        onClick={() => storeRedirectAfterLogin(`${location.pathname}${location.search}`)}
        className={buttonClasses({ variant: "secondary", className: "shrink-0" })}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {t("jobAlerts.create.signIn")}
      </Link>
    );
  }

  if (status === "created" || status === "exists") {
    return (
      <p role="status" className="flex shrink-0 items-center gap-2 text-sm text-gray-900">
        <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
        {t(status === "created" ? "jobAlerts.create.createdTitle" : "jobAlerts.create.exists")}
        <Link to="/dashboard#job-alerts" className={LINK}>
          {t("jobAlerts.create.manage")}
        </Link>
      </p>
    );
  }

  async function create() {
    setState({ key: searchKey, status: "pending" });
    try {
      // Open filters are left out, as /jobs leaves them out of its address.
      const filled = Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== null));
      const alert = await createJobAlert({ ...filled, name });
      setState({ key: searchKey, status: "created" });
      notify({
        title: t("jobAlerts.create.createdTitle"),
        description: t("jobAlerts.create.created", { name: alert.name }),
      });
    } catch (error) {
      const isDuplicate = error instanceof ApiError && error.messageKey === "jobAlerts.errors.duplicate";
      setState({ key: searchKey, status: isDuplicate ? "exists" : "idle" });
      if (isDuplicate) {
        notify({ title: t("jobAlerts.errors.duplicate") });
        return;
      }
      notify({
        title: t("jobAlerts.create.failedTitle"),
        description: t(errorMessageKey(error, "jobAlerts.errors.createFailed")),
        variant: "destructive",
      });
    }
  }

  const isPending = status === "pending";
  return (
    <PlainButton
      type="button"
      onClick={create}
      disabled={isPending}
      title={t("jobAlerts.create.hint")}
      className={buttonClasses({ variant: "secondary", className: "shrink-0" })}
    >
      {isPending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <BellPlus aria-hidden="true" className="size-4" />
      )}
      {isPending ? t("jobAlerts.create.creating") : label}
    </PlainButton>
  );
}
