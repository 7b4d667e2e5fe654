import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MODAL_QUESTIONS } from "@common/skills-assessment/questions";
import type { TSavedAssessment } from "@common/skills-assessment/results";
import type { TModalAnswers } from "@common/skills-assessment/scoring";
import { STRONG_SKILL_SCORE } from "@common/skills-assessment/scoring";
import { QuestionStep } from "~/components/skills-assessment/question-step";
import { useSkillName } from "~/components/skills-assessment/skill-names";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogContent } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { saveAssessment } from "~/api/skills-assessment";

/**
 * The dashboard's technical skills assessment (docs/product.md#skills-assessment): five questions with a progress
 * bar, Previous and Next, "Complete Assessment" stores the chosen scores, then the done view with
 * "View Dashboard" and "Retake Assessment". Rendered only while the dialog is open, so closing it
 * resets it.
 */
export function AssessmentModalContent({ onSaved }: { onSaved: (saved: TSavedAssessment) => void }) {
  const { t } = useTranslation();
  const skillName = useSkillName();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<TModalAnswers>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [saved, setSaved] = useState<TSavedAssessment | null>(null);
  const [hasRestarted, setHasRestarted] = useState(false);

  const question = MODAL_QUESTIONS[step];
  const total = MODAL_QUESTIONS.length;
  const isLast = step === total - 1;
  const chosen = answers[question.id];

  async function complete() {
    setIsSaving(true);
    try {
      const result = await saveAssessment({ kind: "modal", answers: answers as TModalAnswers });
      setSaved(result);
      onSaved(result);
      notify({ title: t("skillsAssessment.toastSavedTitle"), description: t("skillsAssessment.toastSavedBody") });
    } catch {
      notify({
        title: t("skillsAssessment.toastFailedTitle"),
        description: t("skillsAssessment.toastFailedBody"),
        variant: "destructive",
      });
    } finally {
      setIsSaving(false);
    }
  }

  function retake() {
    setSaved(null);
    setAnswers({});
    setStep(0);
    setHasRestarted(true);
  }

  return (
    <DialogContent
      title={t("skillsAssessment.modal.title")}
      closeLabel={t("skillsAssessment.modal.close")}
      className="max-w-xl"
    >
      {saved ? (
        <div className="mt-4">
          <p className="flex items-center gap-2 text-base font-semibold text-gray-900">
            <CheckCircle2 aria-hidden="true" className="size-5 text-green-700" />
            {t("skillsAssessment.modal.doneTitle")}
          </p>
          <p className="mt-1 text-sm text-gray-700">{t("skillsAssessment.modal.doneBody")}</p>
          <dl className="mt-4 grid gap-2">
            {Object.entries(saved.scores).map(([skill, score]) => (
              <div key={skill} className="flex items-center justify-between gap-3 text-sm">
                <dt className="text-gray-900">{skillName(skill)}</dt>
                <dd className={cn("font-semibold", score >= STRONG_SKILL_SCORE ? "text-green-800" : "text-gray-900")}>
                  {t("dashboard.skills.scoreValue", { score })}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={retake}>
              {t("skillsAssessment.retakeAssessment")}
            </Button>
            <DialogClose asChild>
              <Button>{t("skillsAssessment.viewDashboard")}</Button>
            </DialogClose>
          </div>
        </div>
      ) : (
        <div className="mt-2">
          <p className="text-sm text-gray-700">{t("skillsAssessment.modal.intro")}</p>
          <div className="mt-4">
            <QuestionStep
              index={step}
              total={total}
              name={`technical-${question.id}`}
              category={skillName(question.id)}
              prompt={t(`skillsAssessment.modal.questions.${question.id}.prompt`)}
              options={question.scores.map((score, index) => ({
                value: score,
                label: t(`skillsAssessment.modal.questions.${question.id}.options.${index as 0 | 1 | 2 | 3}`),
              }))}
              selected={chosen}
              focusOnMount={hasRestarted}
              onSelect={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
            />
          </div>
          <div className="mt-6 flex justify-between gap-3">
            <Button variant="secondary" disabled={step === 0 || isSaving} onClick={() => setStep(step - 1)}>
              {t("skillsAssessment.previous")}
            </Button>
            <Button
              disabled={chosen === undefined || isSaving}
              aria-busy={isSaving || undefined}
              onClick={() => (isLast ? void complete() : setStep(step + 1))}
            >
              {isLast ? t("skillsAssessment.completeAssessment") : t("skillsAssessment.next")}
            </Button>
          </div>
        </div>
      )}
    </DialogContent>
  );
}
