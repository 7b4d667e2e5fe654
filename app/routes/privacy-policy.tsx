import { addCatalogueAreas } from "@common/i18n";
import { legalAdvertising } from "@common/i18n/en/legal-advertising";
import { LegalDocument } from "~/features/legal/legal-document";
import { loadPrivacyPolicy } from "~/features/legal/privacy-policy.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/privacy-policy";

// The advertising section's texts come with this page only (decision 039).
addCatalogueAreas("en", legalAdvertising);

export function loader({ context }: Route.LoaderArgs) {
  return loadPrivacyPolicy(context);
}

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

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocument document="privacy" advertising={loaderData.advertising} />;
}
