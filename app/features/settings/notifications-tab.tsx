import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NOTIFICATION_SWITCHES, type TNotificationPreferences } from "@common/account/schemas";
import { Button, PlainButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { updateNotificationPreferences } from "~/api/me";

/** The four switches and "Save Preferences". */
export function NotificationsTab({ initial }: { initial: TNotificationPreferences }) {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    try {
      setPreferences(await updateNotificationPreferences(preferences));
    } catch {
      notify({
        title: t("settings.notifications.failedTitle"),
        description: t("settings.notifications.failedBody"),
        variant: "destructive",
      });
      return;
    } finally {
      setIsSaving(false);
    }
    dismissFailures();
    notify({ title: t("settings.notifications.successTitle"), description: t("settings.notifications.successBody") });
  }

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t("settings.notifications.title")}</h2>
      <p className="mt-1 text-sm text-gray-600">{t("settings.notifications.description")}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-6">
        <ul className="divide-y divide-gray-200">
          {NOTIFICATION_SWITCHES.map((name) => {
            const isOn = preferences[name];
            const labelId = `notification-${name}-label`;
            const hintId = `notification-${name}-hint`;
            return (
              <li key={name} className="flex items-center justify-between gap-4 py-4">
                <div>
                  <p id={labelId} className="text-sm font-medium text-gray-900">
                    {t(`settings.notifications.${name}`)}
                  </p>
                  <p id={hintId} className="text-sm text-gray-600">
                    {t(`settings.notifications.${name}Hint`)}
                  </p>
                </div>
                <PlainButton
                  type="button"
                  role="switch"
                  aria-checked={isOn}
                  aria-labelledby={labelId}
                  aria-describedby={hintId}
                  onClick={() => setPreferences((current) => ({ ...current, [name]: !current[name] }))}
                  className={cn(
                    "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                    isOn ? "bg-primary-700" : "bg-gray-400",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "inline-block size-5 rounded-full bg-white shadow-sm transition-transform",
                      isOn ? "translate-x-6 rtl:-translate-x-6" : "translate-x-1 rtl:-translate-x-1",
                    )}
                  />
                </PlainButton>
              </li>
            );
          })}
        </ul>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t("settings.saving") : t("settings.notifications.save")}
        </Button>
      </form>
    </Card>
  );
}
