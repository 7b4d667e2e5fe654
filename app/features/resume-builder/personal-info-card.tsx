import { Loader2, Sparkles, User } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { defaultPageSize, isPageSize, PAGE_SIZES } from "@common/resumes/page-size";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { errorAt, FieldMessage, SectionCard, type TResumeForm } from "./form-parts";
import { useLocationAutofill } from "./use-location-autofill";

/** Letter or A4 for the PDF and the preview: the location's default until the person chooses. */
function PageSizeField({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const [chosen, location] = useWatch({ control: form.control, name: ["pageSize", "personalInfo.location"] });
  return (
    <FormField
      id="resume-page-size"
      label={t("resumeBuilder.personal.pageSize")}
      hint={t("resumeBuilder.personal.pageSizeHint")}
    >
      {(control) => (
        <select
          {...control}
          value={chosen ?? defaultPageSize(location)}
          onChange={(event) => {
            if (isPageSize(event.target.value)) form.setValue("pageSize", event.target.value, { shouldDirty: true });
          }}
          className={inputClasses}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`resumeBuilder.personal.pageSizes.${size}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function PersonalInfoCard(props: {
  form: TResumeForm;
  isReady: boolean;
  /** Fills the detected location without counting it as the person's change. */
  onAutofill: (value: string) => void;
  isGenerating: boolean;
  onGenerateSummary: () => void;
  /** The AI's suggestion waiting for "Replace" or "Keep mine", shown under the summary. */
  summarySuggestion?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { form } = props;
  const { errors } = form.formState;
  const { isDetecting, hasFailed } = useLocationAutofill(form, props.isReady, props.onAutofill);
  return (
    <SectionCard id="resume-personal" title={t("resumeBuilder.personal.title")} icon={User}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="resume-full-name"
          label={t("resumeBuilder.personal.fullName")}
          isRequired
          error={errorAt(errors, "personalInfo.fullName")}
        >
          {(control) => (
            <Input {...control} {...form.register("personalInfo.fullName")} autoComplete="name" maxLength={100} />
          )}
        </FormField>
        <FormField
          id="resume-email"
          label={t("resumeBuilder.personal.email")}
          isRequired
          error={errorAt(errors, "personalInfo.email")}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("personalInfo.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </FormField>
        <FormField
          id="resume-phone"
          label={t("resumeBuilder.personal.phone")}
          isRequired
          error={errorAt(errors, "personalInfo.phone")}
        >
          {(control) => <Input {...control} {...form.register("personalInfo.phone")} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField
          id="resume-location"
          label={t("resumeBuilder.personal.location")}
          isRequired
          error={errorAt(errors, "personalInfo.location")}
        >
          {(control) => (
            <div>
              <div className="relative">
                <Input
                  {...control}
                  {...form.register("personalInfo.location")}
                  aria-describedby={[control["aria-describedby"], "resume-location-detection"]
                    .filter(Boolean)
                    .join(" ")}
                  placeholder={isDetecting ? undefined : t("resumeBuilder.personal.locationPlaceholder")}
                  autoComplete="address-level2"
                  className={cn(isDetecting && "ps-10")}
                />
                {isDetecting ? (
                  <span
                    role="status"
                    className="pointer-events-none absolute inset-y-0 start-3 flex items-center gap-2 text-sm text-gray-600"
                  >
                    <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                    {t("resumeBuilder.personal.detectingLocation")}
                  </span>
                ) : null}
              </div>
              {/* Always there, so that the message is announced when it comes (a polite status). */}
              <p id="resume-location-detection" role="status" className="mt-1.5 text-sm text-gray-600 empty:mt-0">
                {hasFailed ? t("locationDetection.failed") : null}
              </p>
            </div>
          )}
        </FormField>
        <FormField
          id="resume-label"
          label={t("resumeBuilder.personal.label")}
          error={errorAt(errors, "personalInfo.label")}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("personalInfo.label")}
              placeholder={t("resumeBuilder.personal.labelPlaceholder")}
              autoComplete="organization-title"
              maxLength={RESUME_LIMITS.shortText}
            />
          )}
        </FormField>
        <PageSizeField form={form} />
      </div>
      <div className="space-y-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <label htmlFor="resume-summary" className="block text-sm font-medium text-gray-900">
            {t("resumeBuilder.personal.summary")}
          </label>
          <Button
            variant="secondary"
            onClick={props.onGenerateSummary}
            disabled={props.isGenerating}
            className="text-primary-800"
          >
            {props.isGenerating ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" className="size-4" />
            )}
            {props.isGenerating ? t("resumeBuilder.personal.generating") : t("resumeBuilder.personal.generateSummary")}
          </Button>
        </div>
        <textarea
          id="resume-summary"
          {...form.register("personalInfo.summary")}
          rows={4}
          maxLength={RESUME_LIMITS.summary}
          aria-invalid={Boolean(errorAt(errors, "personalInfo.summary"))}
          aria-describedby={errorAt(errors, "personalInfo.summary") ? "resume-summary-error" : undefined}
          placeholder={t("resumeBuilder.personal.summaryPlaceholder")}
          className={cn(inputClasses, "resize-y")}
        />
        <FieldMessage id="resume-summary-error" message={errorAt(errors, "personalInfo.summary")} />
        {props.summarySuggestion}
      </div>
    </SectionCard>
  );
}
