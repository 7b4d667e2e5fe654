import { useTranslation } from "react-i18next";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { ForgotPasswordForm } from "~/features/auth/forgot-password-form";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("passwordReset.forgot.metaTitle"),
    description: t("passwordReset.forgot.metaDescription"),
    path: "/forgot-password",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("passwordReset.forgot.title")} intro={t("passwordReset.forgot.intro")}>
      <ForgotPasswordForm />
    </AuthPageLayout>
  );
}
