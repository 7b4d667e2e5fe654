import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DIGITS, type TDigits } from "@common/i18n/formats";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { useRefreshCurrentUser } from "~/lib/current-user";
import { dismissFailures, notify } from "~/lib/notify";
import { updateProfile } from "~/api/me";

const LABEL_KEYS = { latn: "settings.digits.western", arab: "settings.digits.arabicIndic" } as const;

/**
 * "Digits": Western 0-9 or Arabic-Indic ٠-٩ (decision 041). Only an Arabic page offers it, since
 * only Arabic writes them differently; once saved, the page (the root loader) and the account's
 * mail follow the choice.
 */
export function DigitsSection({ initial }: { initial: TDigits }) {
  const { t } = useTranslation();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [digits, setDigits] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    try {
      setDigits((await updateProfile({ digits })).digits);
    } catch {
      notify({
        title: t("settings.digits.failedTitle"),
        description: t("settings.digits.failedBody"),
        variant: "destructive",
      });
      return;
    } finally {
      setIsSaving(false);
    }
    dismissFailures();
    refreshCurrentUser();
    notify({ title: t("settings.digits.successTitle"), description: t("settings.digits.successBody") });
  }

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset>
          <legend className="text-lg font-semibold text-gray-900">{t("settings.digits.title")}</legend>
          <p className="mt-1 text-sm text-gray-600">{t("settings.digits.description")}</p>
          <div className="mt-4 grid gap-2 sm:grid-cols-2">
            {DIGITS.map((option) => (
              <label
                key={option}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm text-gray-900",
                  digits === option ? "border-primary-600 bg-primary-50" : "border-gray-300 bg-white",
                )}
              >
                <input
                  type="radio"
                  name="digits"
                  value={option}
                  checked={digits === option}
                  onChange={() => setDigits(option)}
                  className="size-4 accent-primary-700"
                />
                {t(LABEL_KEYS[option])}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("settings.saving") : t("settings.digits.save")}
        </Button>
      </form>
    </Card>
  );
}
