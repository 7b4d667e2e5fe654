import { EmployerDemoPage } from "~/features/employer-demo/employer-demo-page";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/employer-demo";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  const t = metaTranslator(matches);
  return buildMeta({
    t,
    matches,
    title: t("employerDemo.metaTitle"),
    description: t("employerDemo.metaDescription"),
    path: "/employer-demo",
    publicUrl: root.publicUrl,
  });
}

export default function EmployerDemoRoute() {
  return <EmployerDemoPage />;
}
