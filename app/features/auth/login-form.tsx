import { useTranslation } from "react-i18next";
import { Link } from "~/lib/localized-links";
import { ZLoginSchema } from "@common/auth/schemas";
import { FormField } from "~/components/ui/form-field";
import { login } from "~/api/auth";
import { AuthLinks, AuthSubmitButton } from "./auth-layout";
import { EmailInput } from "./email-input";
import { PasswordInput } from "./password-input";
import { useAuthForm } from "./use-auth-form";
import { useAuthSubmit } from "./use-auth-submit";

/** Email, password with show/hide, links to both sign-ups. */
export function LoginForm() {
  const { t } = useTranslation();
  const form = useAuthForm(ZLoginSchema, { email: "", password: "" });
  const onSubmit = useAuthSubmit({
    form,
    missingDescription: "authForm.missingAllFields",
    send: login,
    success: { title: t("login.successTitle"), description: t("login.successDescription") },
    failure: { title: t("login.failedTitle"), fallbackKey: "login.failedFallback" },
    refusalField: "password",
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField id="login-email" label={t("login.email")} isRequired error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...form.register("email")} />}
      </FormField>
      <div className="space-y-2">
        <FormField id="login-password" label={t("login.password")} isRequired error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...form.register("password")} autoComplete="current-password" />}
        </FormField>
        <p className="text-end text-sm">
          <Link
            to="/forgot-password"
            className="font-medium text-primary-700 underline-offset-2 hover:text-primary-800 hover:underline"
          >
            {t("passwordReset.forgotLink")}
          </Link>
        </p>
      </div>
      <AuthSubmitButton isPending={isSubmitting} label={t("login.submit")} pendingLabel={t("login.submitting")} />
      <AuthLinks
        links={[
          { lead: t("login.noAccount"), label: t("login.seekerSignUp"), to: "/register" },
          { lead: t("register.hiring"), label: t("login.companySignUp"), to: "/register-company" },
        ]}
      />
    </form>
  );
}
