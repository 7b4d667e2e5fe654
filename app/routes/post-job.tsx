import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AccessGate, AccessGateLink } from "~/components/shell/access-gate";
import { buildPlaceholderMeta, FeaturePlaceholder } from "~/components/shell/feature-placeholder";
import { refusePage, requireUser } from "~/lib/guards.server";
import type { Route } from "./+types/post-job";

// Posting a job needs an account: a signed-out visitor gets a sign-up prompt that keeps
// /post-job for after signing in (spec-2 "Post job", section 6).
export function loader({ context }: Route.LoaderArgs) {
  const access = requireUser(context);
  if (access !== "allowed") return refusePage(access);
  return { access };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildPlaceholderMeta({ feature: "postJob", path: "/post-job", publicUrl: root.publicUrl });
}

export default function PostJobPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.access === "allowed") return <FeaturePlaceholder feature="postJob" />;
  return (
    <AccessGate icon={LogIn} title={t("postJobGate.title")} body={t("postJobGate.body")}>
      <AccessGateLink to="/register-company" returnTo="/post-job">
        {t("postJobGate.createAccount")}
      </AccessGateLink>
      <AccessGateLink to="/login" returnTo="/post-job" variant="secondary">
        {t("postJobGate.signIn")}
      </AccessGateLink>
    </AccessGate>
  );
}
