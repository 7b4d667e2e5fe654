import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/skills-assessment";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({
    feature: "skillsAssessment",
    path: "/skills-assessment",
    publicUrl: root.publicUrl,
    t: metaTranslator(matches),
  });
}

export default function SkillsAssessmentPage() {
  return <FeaturePlaceholder feature="skillsAssessment" />;
}
