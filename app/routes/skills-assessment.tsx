import { AssessmentPage } from "~/features/skills-assessment/assessment-page";
import { loadSkillsAssessmentPage } from "~/features/skills-assessment/skills-assessment.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/skills-assessment";

// Open to everyone: the score is computed in the browser; a job seeker's is also stored.
export async function loader({ context }: Route.LoaderArgs) {
  return loadSkillsAssessmentPage(context);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("skillsAssessment.metaTitle"),
    description: t("skillsAssessment.metaDescription"),
    path: "/skills-assessment",
    publicUrl: root.publicUrl,
  });
}

export default function SkillsAssessmentRoute({ loaderData }: Route.ComponentProps) {
  return <AssessmentPage canKeep={loaderData.canKeep} hasResume={loaderData.hasResume} />;
}
