import type { i18n as TI18n } from "i18next";
import { formatRelative } from "@common/i18n/formats";
import { ApiError, type TMessageKey } from "~/lib/api-client";

// How the job sync panel writes when something happened and why a call failed.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/**
 * "5 minutes ago", "3 hours ago", "yesterday", "now" in the reader's language: the largest whole
 * unit that has passed (under a minute is "now"; a time ahead of the clock, skew, is "now" too).
 */
export function relativeTime(value: string, locale: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(value).getTime();
  if (!Number.isFinite(elapsed)) return "";
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return formatRelative(-Math.floor(elapsed / size), unit, locale);
  }
  return formatRelative(0, "second", locale);
}

/**
 * The catalogue key to show for a failed call: the server's key when this page's catalogue has
 * it (some of the import's texts are the server's only), else the caller's own sentence.
 */
export function failureKey(error: unknown, fallbackKey: TMessageKey, i18n: Pick<TI18n, "exists">): TMessageKey {
  if (!(error instanceof ApiError) || !error.messageKey) return fallbackKey;
  // exists() is a type guard over every key of the catalogue: asked of a copy, so the key's own
  // type is not narrowed against that union (which takes the type checker minutes).
  const isKnown: boolean = i18n.exists(`${error.messageKey}`);
  return isKnown ? error.messageKey : fallbackKey;
}

/** Why "Sync now" failed: another sync holding the lease (409) has its own sentence. */
export function syncFailureKey(error: unknown, i18n: Pick<TI18n, "exists">): TMessageKey {
  if (error instanceof ApiError && error.status === 409) return "jobImport.sync.alreadyRunning";
  return failureKey(error, "jobImport.unexpected", i18n);
}
