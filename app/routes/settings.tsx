import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import type { Route } from "./+types/settings";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "settings", path: "/settings", publicUrl: root.publicUrl });
}

export default function SettingsPage() {
  return <FeaturePlaceholder feature="settings" />;
}
