import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { RESUME_TEMPLATES, type TResumeTemplate } from "@common/resumes/schema";
import type { TSeekerResume } from "@common/seekers/schemas";
import { ResumePreview } from "~/components/resume-preview/resume-preview";
import { buttonClasses } from "~/components/ui/button";
import { ListState } from "~/components/ui/list-state";
import { fetchSeekerResume, seekerResumePdfHref } from "~/api/seekers";

type TResumeRead = { key: string; answer: TSeekerResume | "failed" };

const templateOf = (name: string): TResumeTemplate =>
  (RESUME_TEMPLATES as readonly string[]).includes(name) ? (name as TResumeTemplate) : "professional";

/**
 * The resume a candidate chose to show employers, drawn with the resume builder's own preview
 * templates (the same pages its PDF prints), and its PDF to download.
 */
export function CandidateResume({ seekerId, headingId }: { seekerId: number; headingId: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<TResumeRead | null>(null);
  const key = `${seekerId}:${attempt}`;

  useEffect(() => {
    let isCurrent = true;
    fetchSeekerResume(seekerId).then(
      (answer) => isCurrent && setRead({ key, answer }),
      () => isCurrent && setRead({ key, answer: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [seekerId, key]);

  const shown = read?.key === key ? read.answer : null;
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          {t("seekers.profile.resume")}
        </h3>
        <a href={seekerResumePdfHref(seekerId)} download className={buttonClasses({ variant: "secondary" })}>
          <Download aria-hidden="true" className="size-4" />
          {t("seekers.profile.downloadPdf")}
        </a>
      </div>
      <div className="mt-4" aria-live="polite">
        {shown === null ? (
          <ListState status="loading" label={t("seekers.profile.resumeLoading")} />
        ) : shown === "failed" ? (
          <ListState
            status="failed"
            message={t("seekers.profile.resumeFailed")}
            retryLabel={t("seekers.profile.retry")}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : (
          <div className="overflow-hidden rounded-lg border border-gray-200 bg-gray-50 p-2 sm:p-4">
            <ResumePreview
              resume={{ ...(shown.content as Parameters<typeof ResumePreview>[0]["resume"]), title: shown.title }}
              template={templateOf(shown.template)}
            />
          </div>
        )}
      </div>
    </section>
  );
}
