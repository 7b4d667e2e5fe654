import { FilePlus2, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import type { TJobDetail } from "@common/jobs/schemas";
import type { TResumeSummary } from "@common/resumes/schema";
import { Button, buttonClasses } from "~/components/ui/button";
import { DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { resumeBuilderReturningTo } from "~/lib/return-to";
import { absoluteDate } from "@common/jobs/format";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * The Apply Now dialog (docs/product.md#job-detail): the user's saved resumes as radio buttons; submit is
 * disabled until one is chosen and while the application is on its way ("Applying..."). With no
 * resume it offers the Resume Builder, which comes back to this job once the resume is saved.
 */
export function ApplyDialog({
  job,
  resumes,
  isApplying,
  onApply,
}: {
  job: TJobDetail;
  resumes: TResumeSummary[];
  isApplying: boolean;
  onApply: (resumeId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [resumeId, setResumeId] = useState<number | null>(null);
  const legendId = useId();

  return (
    <DialogContent
      title={t("applications.apply.dialogTitle", { jobTitle: job.title })}
      closeLabel={t("applications.apply.close")}
    >
      {resumes.length === 0 ? (
        <div className="mt-4 space-y-4">
          <DialogDescription className="font-medium text-gray-900">
            {t("applications.apply.noResumeTitle")}
          </DialogDescription>
          <p className="text-sm text-gray-700">{t("applications.apply.noResume")}</p>
          <Link
            to={resumeBuilderReturningTo(`/jobs/${job.id}`)}
            className={buttonClasses({ className: "w-full sm:w-auto" })}
          >
            <FilePlus2 aria-hidden="true" className="size-5" />
            {t("applications.apply.buildResume")}
          </Link>
        </div>
      ) : (
        <form
          className="mt-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (resumeId !== null && !isApplying) onApply(resumeId);
          }}
        >
          <DialogDescription className="text-sm text-gray-700">
            {t("applications.apply.dialogDescription", { company: job.company })}
          </DialogDescription>
          <fieldset className="mt-4" aria-labelledby={legendId}>
            <legend id={legendId} className="text-sm font-medium text-gray-900">
              {t("applications.apply.resumesLabel")}
            </legend>
            <div className="mt-2 space-y-2">
              {resumes.map((resume) => (
                <label
                  key={resume.id}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-sm",
                    resumeId === resume.id ? "border-primary-600 bg-primary-50" : "border-gray-300 bg-white",
                  )}
                >
                  <input
                    type="radio"
                    name="resumeId"
                    value={resume.id}
                    checked={resumeId === resume.id}
                    onChange={() => setResumeId(resume.id)}
                    disabled={isApplying}
                    className="mt-0.5 size-4 shrink-0 accent-primary-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium break-words text-gray-900" dir="auto">
                      {resume.title}
                    </span>
                    <span className="block text-gray-700">
                      {t("applications.apply.resumeUpdated", { date: absoluteDate(resume.updatedAt, locale) })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isApplying}>
                {t("applications.apply.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={resumeId === null || isApplying}>
              {isApplying ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {isApplying ? t("applications.apply.applying") : t("applications.apply.submit")}
            </Button>
          </div>
        </form>
      )}
    </DialogContent>
  );
}
