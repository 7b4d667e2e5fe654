import { eq } from "drizzle-orm";
import { generatedLogoSvg } from "@common/companies/generated-logo";
import { isDatabaseId } from "@common/validation/ids";
import type { TAppContext } from "../../context";
import { companies } from "../../db/schema";
import { AppError } from "../../lib/app-error";

/**
 * A company's generated logo (its initials on a colour derived from its name), public like
 * the job pages that show it. An unknown id is NOT_FOUND.
 */
export async function getCompanyLogo(context: Pick<TAppContext, "db">, options: { id: number }): Promise<string> {
  if (!isDatabaseId(options.id)) throw new AppError("NOT_FOUND", "errors.notFound");
  const [company] = await context.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, options.id))
    .limit(1);
  if (!company) throw new AppError("NOT_FOUND", "errors.notFound");
  return generatedLogoSvg(company.name);
}
