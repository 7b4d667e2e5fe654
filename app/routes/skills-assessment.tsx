import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import type { Route } from "./+types/skills-assessment";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "skillsAssessment", path: "/skills-assessment", publicUrl: root.publicUrl });
}

export default function SkillsAssessmentPage() {
  return <FeaturePlaceholder feature="skillsAssessment" />;
}
