import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/employer-demo";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({
    feature: "employerDemo",
    path: "/employer-demo",
    publicUrl: root.publicUrl,
    t: metaTranslator(matches),
  });
}

export default function EmployerDemoPage() {
  return <FeaturePlaceholder feature="employerDemo" />;
}
