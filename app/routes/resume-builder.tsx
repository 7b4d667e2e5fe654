import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import type { Route } from "./+types/resume-builder";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "resumeBuilder", path: "/resume-builder", publicUrl: root.publicUrl });
}

export default function ResumeBuilderPage() {
  return <FeaturePlaceholder feature="resumeBuilder" />;
}
