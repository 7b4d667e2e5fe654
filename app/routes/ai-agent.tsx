import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/ai-agent";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({
    feature: "aiAgent",
    path: "/ai-agent",
    publicUrl: root.publicUrl,
    t: metaTranslator(matches),
  });
}

export default function AiAgentPage() {
  return <FeaturePlaceholder feature="aiAgent" />;
}
