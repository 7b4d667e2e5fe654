// One check's answer: its id, category, status and reason (a catalogue key under
// monetizationReadiness.reasons.<id>, with its values).
import {
  READINESS_CATEGORIES,
  READINESS_CHECKS,
  type TReadinessCategory,
  type TReadinessCheck,
  type TReadinessCheckId,
  type TReadinessStatus,
} from "@common/monetization/readiness";
import type { TTranslate } from "@common/i18n";
import { formatList } from "@common/i18n/formats";

const CATEGORY_OF = new Map<TReadinessCheckId, TReadinessCategory>(
  READINESS_CATEGORIES.flatMap((category) =>
    READINESS_CHECKS[category].map((id): [TReadinessCheckId, TReadinessCategory] => [id, category]),
  ),
);

export function checkResult(
  id: TReadinessCheckId,
  status: TReadinessStatus,
  reason: string,
  values?: TReadinessCheck["values"],
): TReadinessCheck {
  return {
    id,
    category: CATEGORY_OF.get(id)!,
    status,
    reasonKey: `monetizationReadiness.reasons.${id}.${reason}`,
    ...(values ? { values } : {}),
  };
}

/** A check that threw (a database error, a bug): failed, never the whole run. */
export function unexpectedError(id: TReadinessCheckId): TReadinessCheck {
  return {
    id,
    category: CATEGORY_OF.get(id)!,
    status: "failed",
    reasonKey: "monetizationReadiness.reasons.unexpectedError",
  };
}

/** What a reason names (missing details, pages, titles), in the request's language. */
export interface TReasonLanguage {
  t: TTranslate;
  language: string;
}

/** "a, b and c" in the request's language. */
export function listOf(items: readonly string[], language: string): string {
  return formatList(items, language);
}
