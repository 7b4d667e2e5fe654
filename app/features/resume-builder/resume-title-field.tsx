import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { defaultResumeTitle, RESUME_LIMITS } from "@common/resumes/schema";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import type { TResumeForm } from "./form-parts";

/**
 * The open resume's own title, above the form. Left empty, the resume is saved under the title
 * the placeholder shows: the headline, else the latest role, else "{name} - Resume".
 */
export function ResumeTitleField(props: {
  form: TResumeForm;
  title: string | null;
  onChange: (title: string) => void;
}) {
  const { t } = useTranslation();
  const [personalInfo, experience] = useWatch({ control: props.form.control, name: ["personalInfo", "experience"] });
  const placeholder = defaultResumeTitle({ personalInfo, experience });
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-6">
      <FormField
        id="resume-title"
        label={t("resumeBuilder.resumeTitle.label")}
        hint={t("resumeBuilder.resumeTitle.hint")}
      >
        {(control) => (
          <Input
            {...control}
            value={props.title ?? ""}
            placeholder={placeholder}
            maxLength={RESUME_LIMITS.title}
            onChange={(event) => props.onChange(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
