import { redirect } from "react-router";
import { useTranslation } from "react-i18next";
import { localizePath } from "@common/i18n/language-paths";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { LoginForm } from "~/features/auth/login-form";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/login";

export function loader({ context }: Route.LoaderArgs) {
  if (context.currentUser) throw redirect(localizePath("/dashboard", context.language));
  return null;
}

// After signing in, the form refetches the current user (root loader) before navigating to the
// stored destination; re-running this loader then would redirect to /dashboard first.
export function shouldRevalidate() {
  return false;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("login.metaTitle"),
    description: t("login.metaDescription"),
    path: "/login",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("login.title")} intro={t("login.intro")}>
      <LoginForm />
    </AuthPageLayout>
  );
}
