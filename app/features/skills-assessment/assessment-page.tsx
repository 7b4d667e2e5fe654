import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_QUESTIONS, type TPageCategory } from "@common/skills-assessment/questions";
import type { TAssessmentRecommendation } from "@common/skills-assessment/results";
import { scorePageAnswers, type TPageAnswers } from "@common/skills-assessment/scoring";
import { QuestionStep } from "~/components/skills-assessment/question-step";
import { Button } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import { saveAssessment } from "~/api/skills-assessment";
import { AssessmentResults, type TSaveState } from "./assessment-results";

type TResult = { scores: Record<TPageCategory, number>; recommendations?: TAssessmentRecommendation[] };

/**
 * /skills-assessment: five single-choice questions, one per area, then the results
 * (docs/product.md#skills-assessment). The score is computed here by the shared rules, so everyone sees it at once;
 * a job seeker's answers are also stored, scored again by the server.
 */
export function AssessmentPage({ canKeep, hasResume }: { canKeep: boolean; hasResume: boolean }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<TPageAnswers>>({});
  const [result, setResult] = useState<TResult | null>(null);
  const [saveState, setSaveState] = useState<TSaveState>("idle");
  const [hasRestarted, setHasRestarted] = useState(false);

  const question = PAGE_QUESTIONS[step];
  const total = PAGE_QUESTIONS.length;
  const isLast = step === total - 1;
  const chosen = answers[question.id];

  async function finish() {
    const complete = answers as TPageAnswers;
    setResult({ scores: scorePageAnswers(complete) });
    if (!canKeep) return;
    setSaveState("saving");
    try {
      const saved = await saveAssessment({ kind: "page", answers: complete });
      setResult({ scores: saved.scores as Record<TPageCategory, number>, recommendations: saved.recommendations });
      setSaveState("saved");
      notify({ title: t("skillsAssessment.toastSavedTitle"), description: t("skillsAssessment.toastSavedBody") });
    } catch {
      setSaveState("failed");
      notify({
        title: t("skillsAssessment.toastFailedTitle"),
        description: t("skillsAssessment.toastFailedBody"),
        variant: "destructive",
      });
    }
  }

  function restart() {
    setAnswers({});
    setResult(null);
    setSaveState("idle");
    setStep(0);
    setHasRestarted(true);
  }

  return (
    <div className="page-container max-w-3xl py-10 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t("skillsAssessment.title")}</h1>
      {result ? (
        <AssessmentResults
          scores={result.scores}
          recommendations={result.recommendations}
          saveState={saveState}
          canKeep={canKeep}
          hasResume={hasResume}
          onRestart={restart}
        />
      ) : (
        <>
          <p className="mt-2 text-base text-gray-700">{t("skillsAssessment.intro")}</p>
          <section className="mt-6 rounded-xl border border-gray-200 bg-white p-5 sm:p-6">
            <QuestionStep
              index={step}
              total={total}
              name={`assessment-${question.id}`}
              category={t(`skillsAssessment.skills.${question.category}`)}
              prompt={t(`skillsAssessment.page.questions.${question.id}.prompt`)}
              options={question.options.map((option) => ({
                value: option.value,
                label: t(`skillsAssessment.page.questions.${question.id}.options.${option.value}`),
              }))}
              selected={chosen}
              focusOnMount={hasRestarted}
              onSelect={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
            />
            <div className="mt-6 flex justify-between gap-3">
              <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
                {t("skillsAssessment.previous")}
              </Button>
              <Button disabled={chosen === undefined} onClick={() => (isLast ? void finish() : setStep(step + 1))}>
                {isLast ? t("skillsAssessment.getResults") : t("skillsAssessment.next")}
              </Button>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
