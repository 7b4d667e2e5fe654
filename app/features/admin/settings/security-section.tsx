import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SESSION_IDLE_CHOICES } from "@common/admin/settings";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { AuditLog } from "./audit-log";
import { SectionHeading } from "./section-heading";
import { idleHoursLabel } from "./session-idle";
import { findSetting, SetByEnv, useSaveSettings, type TSectionProps } from "./setting-field";

/** The spec's default: 24 hours (server/platform/settings/registry.ts). */
const DEFAULT_IDLE_HOURS = 24;

/** Security: the session idle timeout (applied to new sessions) and the audit log. */
export function SecuritySection({ settings, onSaved, isShown }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="space-y-8">
      <div className="space-y-4">
        <SectionHeading title={t("adminSettings.sections.security")} />
        <SessionIdleField settings={settings} onSaved={onSaved} />
      </div>
      <AuditLog isShown={isShown} />
    </section>
  );
}

function SessionIdleField({ settings, onSaved }: Pick<TSectionProps, "settings" | "onSaved">) {
  const { t } = useTranslation();
  const id = useId();
  const setting = findSetting(settings, "sessionIdleHours");
  const current = typeof setting.value === "number" ? setting.value : DEFAULT_IDLE_HOURS;
  const [chosen, setChosen] = useState<number | null>(null);
  const { save, isSaving } = useSaveSettings(onSaved);
  const shown = chosen ?? current;

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {setting.source === "env" ? (
          <p className="text-sm font-semibold text-gray-900">{t("adminSettings.security.idleLabel")}</p>
        ) : (
          <label htmlFor={id} className="text-sm font-semibold text-gray-900">
            {t("adminSettings.security.idleLabel")}
          </label>
        )}
        {setting.source === "env" ? <SetByEnv envVar={setting.envVar} /> : null}
      </div>
      {setting.source === "env" ? (
        <p className="mt-2 text-sm text-gray-800">{idleHoursLabel(current, t)}</p>
      ) : (
        <form
          className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            void save({ sessionIdleHours: shown }).then((answer) => answer.isSaved && setChosen(null));
          }}
        >
          <select
            id={id}
            value={shown}
            onChange={(event) => setChosen(Number(event.target.value))}
            aria-describedby={`${id}-hint`}
            className={`${inputClasses} sm:max-w-60`}
          >
            {/* A value stored before the four choices stays shown as it is until changed. */}
            {(SESSION_IDLE_CHOICES as readonly number[]).includes(current) ? null : (
              <option value={current}>{idleHoursLabel(current, t)}</option>
            )}
            {SESSION_IDLE_CHOICES.map((hours) => (
              <option key={hours} value={hours}>
                {hours === DEFAULT_IDLE_HOURS
                  ? t("adminSettings.security.defaultChoice", { label: idleHoursLabel(hours, t) })
                  : idleHoursLabel(hours, t)}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={isSaving || shown === current}>
            {isSaving ? t("adminSettings.saving") : t("adminSettings.save")}
          </Button>
        </form>
      )}
      <p id={`${id}-hint`} className="mt-2 text-sm text-gray-600">
        {t("adminSettings.security.idleHint")}
      </p>
    </div>
  );
}
