import { useTranslation } from "react-i18next";
import { CheckCircle2 } from "lucide-react";
import type { TTranslate } from "@common/i18n";
import { EmployerCallToActionLink } from "~/components/employer-call-to-action/employer-call-to-action-link";
import { JobPostingFields } from "~/components/jobs/job-posting-fields";
import { buttonClasses } from "~/components/ui/button";
import { Input, inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { samplePosting } from "./sample-data";

function ignoreChange() {
  // The walkthrough's fields show the example; there is nothing to change.
}

/**
 * Posting a job: /post-job's own fields filled with the example job, disabled (a picture of
 * the form, not a form), its top shown in a frame of fixed height.
 */
export function PostJobScene() {
  const { t } = useTranslation();
  return (
    <div className="relative max-h-[32rem] overflow-hidden rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <fieldset disabled className="space-y-5">
        <legend className="sr-only">{t("employerDemo.scenes.postJob.title")}</legend>
        <JobPostingFields
          idPrefix="demo-posting"
          values={samplePosting(t as TTranslate)}
          errors={{}}
          update={ignoreChange}
          isCompanyFixed
        />
      </fieldset>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-white to-transparent"
      />
    </div>
  );
}

/** Messaging a candidate: the contact dialog's look, written and sent, drawn in the page. */
export function MessageScene({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-gray-200 bg-white p-5 shadow-lg sm:p-6">
      <h3 className="text-lg font-semibold text-gray-900">{t("messages.contact.title", { name })}</h3>
      <p className="mt-1 text-sm text-gray-700">{t("messages.contact.description", { name })}</p>
      <fieldset disabled className="mt-4 space-y-4">
        <legend className="sr-only">{t("messages.contact.title", { name })}</legend>
        <div>
          <label htmlFor="demo-message-subject" className="text-sm font-medium text-gray-900">
            {t("messages.contact.subject")}
          </label>
          <Input id="demo-message-subject" className="mt-1" readOnly value={t("employerDemo.sample.messageSubject")} />
        </div>
        <div>
          <label htmlFor="demo-message-body" className="text-sm font-medium text-gray-900">
            {t("messages.contact.message")}
          </label>
          <textarea
            id="demo-message-body"
            className={cn(inputClasses, "mt-1 min-h-28 resize-none")}
            readOnly
            value={t("employerDemo.sample.messageBody")}
          />
        </div>
        {/* The dialog's buttons, drawn: a picture of them, not controls. */}
        <div aria-hidden="true" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <span className={buttonClasses({ variant: "secondary" })}>{t("messages.contact.cancel")}</span>
          <span className={buttonClasses()}>{t("messages.contact.send")}</span>
        </div>
      </fieldset>
      <p className="mt-4 flex items-center gap-2 rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
        {t("messages.contact.sent", { name })}
      </p>
    </div>
  );
}

/** The end: the employer call to action, by the spec's signed-in / signed-out rule. */
export function StartScene() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-primary-200 bg-primary-50 p-6 text-center sm:p-10">
      <p className="mx-auto max-w-xl text-base text-gray-800">{t("employerDemo.scenes.start.text")}</p>
      <EmployerCallToActionLink
        variant="startHiring"
        className={buttonClasses({ size: "lg", className: "mt-6 w-full sm:w-auto" })}
      />
    </div>
  );
}
