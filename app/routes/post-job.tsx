import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import type { Route } from "./+types/post-job";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "postJob", path: "/post-job", publicUrl: root.publicUrl });
}

export default function PostJobPage() {
  return <FeaturePlaceholder feature="postJob" />;
}
