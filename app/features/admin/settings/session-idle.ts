import type { TFunction } from "i18next";

/** "1 hour", "8 hours", "24 hours", "7 days": how the session idle timeout reads (the spec's words). */
export function idleHoursLabel(hours: number, t: TFunction): string {
  if (hours > 24 && hours % 24 === 0) return t("adminSettings.security.days", { count: hours / 24 });
  return t("adminSettings.security.hours", { count: hours });
}
