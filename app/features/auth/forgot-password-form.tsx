import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MailCheck } from "lucide-react";
import { ZForgotPasswordSchema } from "@common/auth/schemas";
import { FormField } from "~/components/ui/form-field";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import { AuthLinks, AuthSubmitButton } from "./auth-layout";
import { EmailInput } from "./email-input";
import { requestPasswordReset } from "~/api/auth";
import { useAuthForm } from "./use-auth-form";

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page never tells who is registered.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useAuthForm(ZForgotPasswordSchema, { email: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email });
      setSentTo(email);
    } catch (error) {
      notify({
        title: t("passwordReset.forgot.failedTitle"),
        description: t(errorMessageKey(error, "passwordReset.forgot.failedFallback")),
        variant: "destructive",
      });
    }
  });

  const links = (
    <AuthLinks
      links={[
        { lead: t("passwordReset.forgot.remembered"), label: t("passwordReset.forgot.backToSignIn"), to: "/login" },
      ]}
    />
  );

  if (sentTo) {
    return (
      <div role="status" className="space-y-5">
        <div className="flex items-start gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary-700" />
          <div className="space-y-1">
            <h2 className="text-lg font-semibold text-gray-900">{t("passwordReset.forgot.sentTitle")}</h2>
            <p className="text-sm text-gray-700">{t("passwordReset.forgot.sent", { email: sentTo })}</p>
          </div>
        </div>
        {links}
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField id="forgot-email" label={t("passwordReset.forgot.email")} isRequired error={errors.email?.message}>
        {(control) => <EmailInput {...control} {...form.register("email")} />}
      </FormField>
      <AuthSubmitButton
        isPending={isSubmitting}
        label={t("passwordReset.forgot.submit")}
        pendingLabel={t("passwordReset.forgot.submitting")}
      />
      {links}
    </form>
  );
}
