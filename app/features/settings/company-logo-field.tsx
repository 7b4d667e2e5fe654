import { ImageUp } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { COMPANY_LOGO_ACCEPT, COMPANY_LOGO_MAX_BYTES } from "@common/companies/logo";
import type { TCompanyLogoAnswer } from "@common/companies/profile";
import { CompanyLogo } from "~/components/companies/company-logo";
import { Button, buttonClasses } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { useScriptReadyProps } from "~/lib/use-hydrated";
import { removeCompanyLogo, uploadCompanyLogo } from "~/api/company";

/**
 * The company's logo in /settings > Company, as the profile photo's field works: the logo shown
 * (the uploaded one, or the generated initials on a colour), "Upload Logo" (JPG, GIF or PNG, 1MB
 * max; the server fits a wide logo whole on a square) and "Remove Logo", which brings the
 * generated one back. The file input is the control, visually hidden behind its label, so it is
 * reached with Tab and opened with Enter or Space. A file over 1MB is refused here at once; the
 * server checks the bytes and has the last word.
 */
export function CompanyLogoField(props: {
  name: string;
  logo: TCompanyLogoAnswer;
  onChange: (logo: TCompanyLogoAnswer) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<"upload" | "remove" | null>(null);
  // The chosen file is read by the page's script: the picker is not ready until hydration.
  const chooseReady = useScriptReadyProps(pending !== null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  async function onChoose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a refusal is a new choice.
    input.value = "";
    if (!file) return;
    if (file.size > COMPANY_LOGO_MAX_BYTES) {
      notify({
        title: t("companySettings.logo.failedTitle"),
        description: t("companySettings.logo.tooLarge"),
        variant: "destructive",
      });
      return;
    }
    setPending("upload");
    let answer: TCompanyLogoAnswer;
    try {
      answer = await uploadCompanyLogo(file);
    } catch (error) {
      notify({
        title: t("companySettings.logo.failedTitle"),
        description: t(errorMessageKey(error, "companySettings.logo.failedBody")),
        variant: "destructive",
      });
      return;
    } finally {
      setPending(null);
    }
    props.onChange(answer);
    dismissFailures();
    notify({ title: t("companySettings.logo.successTitle"), description: t("companySettings.logo.successBody") });
  }

  async function onRemove() {
    setPending("remove");
    let answer: TCompanyLogoAnswer;
    try {
      answer = await removeCompanyLogo();
    } catch (error) {
      notify({
        title: t("companySettings.logo.removeFailedTitle"),
        description: t(errorMessageKey(error, "companySettings.logo.removeFailedBody")),
        variant: "destructive",
      });
      return;
    } finally {
      setPending(null);
    }
    props.onChange(answer);
    dismissFailures();
    notify({ title: t("companySettings.logo.removedTitle"), description: t("companySettings.logo.removedBody") });
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex items-center gap-4">
      <CompanyLogo name={props.name} logoUrl={props.logo.logoUrl} className="size-20 border border-gray-200 text-xl" />
      <div className="min-w-0 space-y-2">
        <h3 id={`${inputId}-title`} className="text-sm font-medium text-gray-900">
          {t("companySettings.logo.title")}
        </h3>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={COMPANY_LOGO_ACCEPT}
            className="peer sr-only"
            aria-describedby={hintId}
            {...chooseReady}
            onChange={onChoose}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: "secondary",
              className:
                "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 peer-disabled:cursor-not-allowed peer-disabled:text-gray-500",
            })}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {pending === "upload" ? t("companySettings.logo.uploading") : t("companySettings.logo.change")}
          </label>
          {props.logo.hasUploadedLogo ? (
            <Button variant="ghost" onClick={onRemove} disabled={pending !== null}>
              {pending === "remove" ? t("companySettings.logo.removing") : t("companySettings.logo.remove")}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-gray-600">
          {t("companySettings.logo.hint")}
          {props.logo.hasUploadedLogo ? null : ` ${t("companySettings.logo.generatedNote")}`}
        </p>
      </div>
    </section>
  );
}
