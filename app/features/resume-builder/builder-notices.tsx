import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/** How complete the resume is (common/resumes/completeness.ts), as a labelled progress bar. */
export function ResumeProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-5">
      <div className="flex items-center justify-between text-sm">
        <span id="resume-progress-label" className="font-medium text-gray-900">
          {t("resumeBuilder.progress.label")}
        </span>
        <span className="text-gray-700">{t("resumeBuilder.progress.value", { value: percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="resume-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-primary-700 transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** The fields of an imported JSON Resume that the builder has no place for, until dismissed. */
export function UnmappedNotice({ fields, onDismiss }: { fields: string[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-labelledby="resume-unmapped-title"
      className="mt-4 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="resume-unmapped-title" className="text-sm font-semibold text-amber-950">
          {t("resumeBuilder.jsonResume.unmappedTitle")}
        </h2>
        <p className="mt-1 text-sm text-amber-950">{t("resumeBuilder.jsonResume.unmappedBody")}</p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {fields.map((field) => (
            <li
              key={field}
              className="rounded-md bg-white px-2 py-0.5 font-mono text-xs break-all text-amber-950 ring-1 ring-amber-200"
            >
              {field}
            </li>
          ))}
        </ul>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDismiss}
        aria-label={t("resumeBuilder.jsonResume.dismiss")}
        className="-me-2 -mt-2 shrink-0 text-amber-950 hover:bg-amber-100"
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
