import { Bookmark } from "lucide-react";
import { PlainButton } from "~/components/ui/button";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useNavigate } from "~/lib/localized-links";
import { permissions } from "@common/auth/permissions";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { useCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";
import { storeRedirectAfterLogin, storeSaveJobAfterLogin, takeSaveJobAfterLogin } from "~/lib/redirect-after-login";
import { saveJob, unsaveJob } from "~/api/saved-jobs";

type TSaveJobButtonProps = {
  jobId: number;
  isSaved: boolean;
  /** Icon only (cards) or icon and text (the job page header). */
  showLabel?: boolean;
  className?: string;
  /** Told after the server confirmed the change (e.g. to drop the job from a saved list). */
  onSavedChange?: (isSaved: boolean) => void;
};

/**
 * The bookmark toggle of a job (docs/product.md#job-detail).
 * Optimistic: the icon flips at once and flips back with a toast when the server refuses.
 * Hidden for company accounts, which cannot save jobs; signed-out visitors are sent to sign in
 * and, back on the same page, find the job saved.
 */
export function SaveJobButton({ jobId, isSaved, showLabel = false, className, onSavedChange }: TSaveJobButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(isSaved);
  const [confirmedProp, setConfirmedProp] = useState(isSaved);
  const isPending = useRef(false);

  // A fresh loader answer (revalidation, another page) wins over the local state.
  if (confirmedProp !== isSaved) {
    setConfirmedProp(isSaved);
    setSaved(isSaved);
  }

  async function toggle(event: React.MouseEvent<HTMLButtonElement>) {
    // Cards may wrap the button in a link: a click here is never a navigation.
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      notify({
        title: t("savedJobs.loginRequiredTitle"),
        description: t("savedJobs.loginRequiredDescription"),
        variant: "destructive",
      });
      storeRedirectAfterLogin(`${location.pathname}${location.search}`);
      storeSaveJobAfterLogin(jobId);
      void navigate("/login");
      return;
    }
    await change(!saved);
  }

  async function change(next: boolean) {
    // One request at a time, so the last answer is the state the server holds.
    if (isPending.current) return;
    isPending.current = true;
    setSaved(next);
    try {
      if (next) await saveJob({ jobId });
      else await unsaveJob(jobId);
      onSavedChange?.(next);
    } catch (error) {
      setSaved(!next);
      notify({
        title: t("savedJobs.errorTitle"),
        description: t(errorMessageKey(error, next ? "savedJobs.saveFailed" : "savedJobs.removeFailed")),
        variant: "destructive",
      });
    } finally {
      isPending.current = false;
    }
  }

  // Back from signing in after choosing to save this job while signed out: save it now.
  const mayFinishSave = Boolean(user && permissions.saveJobs(user));
  useEffect(() => {
    if (!mayFinishSave || !takeSaveJobAfterLogin(jobId)) return;
    if (!isSaved) void change(true);
    // Once, when the signed-in button first shows; change() reads the state it needs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mayFinishSave, jobId]);

  if (user && !permissions.saveJobs(user)) return null;

  const label = saved ? t("savedJobs.remove") : t("savedJobs.save");
  return (
    <PlainButton
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={showLabel ? undefined : label}
      title={showLabel ? undefined : label}
      className={cn(
        "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg border text-sm font-medium transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
        saved
          ? "border-primary-200 bg-primary-50 text-primary-700 hover:bg-primary-100"
          : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50 hover:text-gray-900",
        showLabel && "px-4",
        className,
      )}
    >
      <Bookmark aria-hidden="true" className="size-5" fill={saved ? "currentColor" : "none"} />
      {showLabel ? <span>{label}</span> : null}
    </PlainButton>
  );
}
