import { Wrench } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RESUME_LIMITS } from "@common/resumes/schema";
import { Button, PlainButton } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { errorAt, FieldMessage, SectionCard, type TResumeForm } from "./form-parts";
import { addSkill, removeSkill } from "./skills";

export function SkillsCard({ form }: { form: TResumeForm }) {
  const { t } = useTranslation();
  const skills = useWatch({ control: form.control, name: "skills" }) ?? [];
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState("");
  const error = errorAt(form.formState.errors, "skills");

  function add() {
    const result = addSkill(skills, draft);
    if (result.isAdded) {
      form.setValue("skills", result.skills, { shouldDirty: true, shouldValidate: Boolean(error) });
      setDraft("");
      setNotice("");
      return;
    }
    setNotice(
      result.reason === "duplicate"
        ? t("resumeBuilder.skills.duplicate", { skill: result.skill })
        : result.reason === "tooLong"
          ? t("resumeBuilder.skills.tooLong", { max: RESUME_LIMITS.skill })
          : result.reason === "tooMany"
            ? t("resumeBuilder.skills.tooMany", { max: RESUME_LIMITS.skills })
            : "",
    );
  }

  return (
    <SectionCard id="resume-skills" title={t("resumeBuilder.skills.title")} icon={Wrench}>
      <div className="space-y-1.5">
        <label htmlFor="resume-skill-input" className="block text-sm font-medium text-gray-900">
          {t("resumeBuilder.skills.input")}
        </label>
        <div className="flex gap-2">
          <Input
            id="resume-skill-input"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice("");
            }}
            onKeyDown={(event) => {
              // Enter adds the skill; it never submits the whole form from here.
              if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                event.preventDefault();
                add();
              }
            }}
            placeholder={t("resumeBuilder.skills.placeholder")}
            aria-describedby={notice ? "resume-skill-notice" : undefined}
            enterKeyHint="done"
            autoComplete="off"
          />
          <Button
            variant="secondary"
            onClick={add}
            aria-label={t("resumeBuilder.skills.addLabel")}
            className="shrink-0"
          >
            {t("resumeBuilder.skills.add")}
          </Button>
        </div>
        <p id="resume-skill-notice" role="status" className="min-h-0 text-sm text-gray-700 empty:hidden">
          {notice}
        </p>
      </div>
      {skills.length ? (
        <ul aria-label={t("resumeBuilder.skills.listLabel")} className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-50 py-1 ps-3 pe-1 text-sm font-medium text-primary-900 ring-1 ring-primary-200 ring-inset"
            >
              <span className="min-w-0 break-words">{skill}</span>
              <PlainButton
                type="button"
                onClick={() => {
                  form.setValue("skills", removeSkill(skills, skill), { shouldDirty: true });
                  // The chip and its button are gone: focus goes back to where skills are typed.
                  document.getElementById("resume-skill-input")?.focus();
                }}
                aria-label={t("resumeBuilder.skills.remove", { skill })}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-base leading-none text-primary-800 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <span aria-hidden="true">×</span>
              </PlainButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{t("resumeBuilder.skills.empty")}</p>
      )}
      <FieldMessage message={error} />
    </SectionCard>
  );
}
