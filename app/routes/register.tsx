import { useTranslation } from "react-i18next";
import { AuthPageLayout } from "~/features/auth/auth-layout";
import { SeekerRegisterForm } from "~/features/auth/seeker-register-form";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("register.metaTitle"),
    description: t("register.metaDescription"),
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
