import { translate } from "@common/i18n";
import { LegalDocument } from "~/features/legal/legal-document";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    title: translate("legal.privacy.metaTitle"),
    description: translate("legal.privacy.metaDescription"),
    keywords: ["privacy policy", "personal data", "data retention", "cookies", "job seekers", "employers"],
    path: "/privacy-policy",
    publicUrl: root.publicUrl,
  });
}

export default function PrivacyPolicyPage() {
  return <LegalDocument document="privacy" />;
}
