import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import type { Route } from "./+types/seekers";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "seekers", path: "/seekers", publicUrl: root.publicUrl });
}

export default function SeekersPage() {
  return <FeaturePlaceholder feature="seekers" />;
}
