import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "~/lib/localized-links";
import type { TJobPostingForm, TJobPostingInput, TPostingDefaults } from "@common/jobs/posting";
import { JobPostingFields } from "~/components/jobs/job-posting-fields";
import { newPostingForm, useJobPostingForm } from "~/components/jobs/use-job-posting-form";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { dismissFailures, notify } from "~/lib/notify";
import { postJob, updateJob } from "~/api/jobs";

/**
 * The job posting form on our job model (decision 019): a company posts as its own company
 * profile (its name shown, not editable), an administrator names the company. A posted job is
 * live at once; the poster lands on its card in the dashboard's Jobs tab, with a link to its
 * public page. With `editing`, the form starts from that job and saves it in place.
 */
export function PostJobForm({
  defaults,
  editing,
}: {
  defaults: TPostingDefaults;
  editing?: { jobId: number; values: TJobPostingForm };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isOwnCompany = defaults.companyName !== null;
  const form = useJobPostingForm(
    () =>
      editing?.values ??
      newPostingForm({
        companyName: defaults.companyName ?? "",
        companyEmail: defaults.contactEmail,
        country: defaults.country,
        city: defaults.city,
      }),
    "post-job",
  );
  const [isPosting, setIsPosting] = useState(false);

  const notifyFailure = () =>
    notify({ title: t("postJob.failure"), description: t("postJob.failureBody"), variant: "destructive" });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body: TJobPostingInput = { ...form.values, companyName: isOwnCompany ? null : form.values.companyName };
    if (form.findErrors(body)) {
      notifyFailure();
      return;
    }
    setIsPosting(true);
    try {
      const job = editing ? await updateJob(editing.jobId, body) : await postJob(body);
      dismissFailures();
      if (editing) notify({ title: t("postJob.updated"), description: job.title });
      else notify({ title: t("postJob.success"), description: t("postJob.successBody") });
      await navigate(`/dashboard?tab=jobs&job=${job.id}`);
    } catch (error) {
      form.showCallErrors(error);
      notifyFailure();
    } finally {
      setIsPosting(false);
    }
  }

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={isPosting}>
        <JobPostingFields
          idPrefix="post-job"
          values={form.values}
          errors={form.errors}
          update={form.update}
          isCompanyFixed={isOwnCompany}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isPosting}>
          {isPosting ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
          {editing
            ? isPosting
              ? t("postJob.saving")
              : t("postJob.save")
            : isPosting
              ? t("postJob.submitting")
              : t("postJob.submit")}
        </Button>
      </form>
    </Card>
  );
}
