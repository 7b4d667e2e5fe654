import { LegalDocument } from "~/features/legal/legal-document";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("legal.privacy.metaTitle"),
    description: t("legal.privacy.metaDescription"),
    keywords: ["privacy policy", "personal data", "data retention", "cookies", "job seekers", "employers"],
    path: "/privacy-policy",
    publicUrl: root.publicUrl,
  });
}

export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
