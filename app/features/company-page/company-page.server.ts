import { data, redirect, type AppLoadContext } from "react-router";
import { companyIdFromParam, companyPath } from "@common/companies/company-path";
import type { TPublicCompany } from "@common/companies/profile";
import { localizePath } from "@common/i18n/language-paths";
import { AppError } from "../../../server/lib/app-error";
import { getPublicCompany } from "../../../server/services/companies/public-company";

/**
 * The public company page's data (docs/product.md#companies). A parameter that names no company
 * is the 404 page with HTTP 404; a slug other than the current name's (an old name, a typo, none)
 * answers 308 to the page's own address in the same language, keeping the query string.
 */
export async function loadCompanyPage(
  context: AppLoadContext,
  options: { param: string | undefined; request: Request },
): Promise<{ company: TPublicCompany }> {
  const id = companyIdFromParam(options.param);
  if (id === null) throw data(null, { status: 404 });
  let company: TPublicCompany;
  try {
    company = await getPublicCompany(context.app, { id });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
  // The router hands the parameter decoded: compare it with the slug as it reads.
  if (options.param !== `${company.id}-${company.slug}`) {
    const search = new URL(options.request.url).search;
    throw redirect(localizePath(`${companyPath(company)}${search}`, context.language), 308);
  }
  return { company };
}
