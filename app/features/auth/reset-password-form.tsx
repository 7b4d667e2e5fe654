import { useTranslation } from "react-i18next";
import { useNavigate } from "~/lib/localized-links";
import { ZResetPasswordFormSchema } from "@common/auth/form-schemas";
import { FormField } from "~/components/ui/form-field";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { useRefreshCurrentUser } from "~/lib/current-user";
import { dismissFailures, notify } from "~/lib/notify";
import { AuthSubmitButton } from "./auth-layout";
import { PasswordInput } from "./password-input";
import { resetPassword } from "~/api/auth";
import { useAuthForm } from "./use-auth-form";

/** The reset link's form: the new password twice; then every session has ended and the person signs in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshCurrentUser = useRefreshCurrentUser();
  const form = useAuthForm(ZResetPasswordFormSchema, { password: "", confirmPassword: "" });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, password });
    } catch (error) {
      const passwordProblem = error instanceof ApiError ? error.fieldErrors.password : undefined;
      if (passwordProblem) form.setError("password", { type: "server", message: passwordProblem });
      notify({
        title: t("passwordReset.reset.failedTitle"),
        description: t(errorMessageKey(error, "passwordReset.reset.failedFallback")),
        variant: "destructive",
      });
      return;
    }
    dismissFailures();
    notify({ title: t("passwordReset.reset.successTitle"), description: t("accountRecovery.passwordReset") });
    // This browser's session, if it was the account's, has ended too.
    await refreshCurrentUser();
    await navigate("/login", { replace: true });
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        id="reset-password"
        label={t("passwordReset.reset.password")}
        isRequired
        hint={t("register.passwordPlaceholder")}
        error={errors.password?.message}
      >
        {(control) => <PasswordInput {...control} {...form.register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="reset-confirm-password"
        label={t("passwordReset.reset.confirmPassword")}
        isRequired
        error={errors.confirmPassword?.message}
      >
        {(control) => <PasswordInput {...control} {...form.register("confirmPassword")} autoComplete="new-password" />}
      </FormField>
      <AuthSubmitButton
        isPending={isSubmitting}
        label={t("passwordReset.reset.submit")}
        pendingLabel={t("passwordReset.reset.submitting")}
      />
    </form>
  );
}
