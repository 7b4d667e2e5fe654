import { LegalDocument } from "~/features/legal/legal-document";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/terms-of-service";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("legal.terms.metaTitle"),
    description: t("legal.terms.metaDescription"),
    keywords: ["terms of service", "terms and conditions", "job marketplace", "job posting", "employers"],
    path: "/terms-of-service",
    publicUrl: root.publicUrl,
  });
}

export default function TermsOfServicePage() {
  return <LegalDocument document="terms" />;
}
