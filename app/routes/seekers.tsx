import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { permissions } from "@common/auth/permissions";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { refusePage } from "~/lib/guards.server";
import { metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/seekers";

// Shown to companies and to signed-out visitors; any other signed-in user sees "Company Access
// Required" (docs/product.md#not-available-yet).
export function loader({ context }: Route.LoaderArgs) {
  if (!permissions.countCandidates(context.currentUser)) return refusePage("denied");
  return { access: "allowed" as const };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({
    feature: "seekers",
    path: "/seekers",
    publicUrl: root.publicUrl,
    t: metaTranslator(matches),
  });
}

export default function SeekersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.access === "allowed") return <FeaturePlaceholder feature="seekers" />;
  return (
    <AccessGate icon={Building2} title={t("seekersGate.title")} body={t("seekersGate.body")}>
      <AccessGateLink to="/register-company">{t("seekersGate.registerAsCompany")}</AccessGateLink>
    </AccessGate>
  );
}
