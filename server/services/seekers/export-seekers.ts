// GET /api/seekers/export.csv: the current search's results as CSV, every page up to
// SEEKERS_EXPORT_MAX_ROWS rows, with the card's fields only (never an e-mail or a phone).
import type { TActor } from "@common/auth/permissions";
import type { TTranslate } from "@common/i18n";
import { SEEKERS_EXPORT_MAX_ROWS, type TSeekerSearchQuery } from "@common/seekers/schemas";
import type { TAppContext } from "../../context";
import { CSV_BOM, csvLine } from "../../lib/csv";
import { searchAllSeekers } from "./search-seekers";

export async function exportSeekersCsv(
  context: Pick<TAppContext, "db" | "matching">,
  options: { user: TActor; query: TSeekerSearchQuery; t: TTranslate; maxRows?: number; now?: Date },
): Promise<string> {
  const { t } = options;
  const results = await searchAllSeekers(context, {
    user: options.user,
    query: options.query,
    maxRows: Math.min(options.maxRows ?? SEEKERS_EXPORT_MAX_ROWS, SEEKERS_EXPORT_MAX_ROWS),
    now: options.now,
  });
  const header = csvLine(
    (
      ["name", "headline", "location", "availability", "yearsOfExperience", "skills", "resumeTitle", "updated"] as const
    ).map((column) => t(`seekerSearch.csv.${column}`)),
  );
  const lines = results.map(({ card, updatedAt }) =>
    csvLine([
      card.name,
      card.headline,
      card.location,
      card.availability ? t(`seekerProfile.availabilities.${card.availability}`) : null,
      card.yearsOfExperience,
      card.skills.join("; "),
      card.resumeTitle,
      updatedAt.slice(0, 10),
    ]),
  );
  return `${CSV_BOM}${header}${lines.join("")}`;
}
