import { useTranslation } from "react-i18next";
import { translate } from "@common/i18n";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { SeekerRegisterForm } from "~/features/auth/seeker-register-form";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    title: translate("register.metaTitle"),
    description: translate("register.metaDescription"),
    path: "/register",
    publicUrl: root.publicUrl,
  });
}

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthPageLayout title={t("register.title")} intro={t("register.intro")}>
      <SeekerRegisterForm />
    </AuthPageLayout>
  );
}
