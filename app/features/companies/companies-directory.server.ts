import type { AppLoadContext } from "react-router";
import type { TCompanyDirectory, TCompanyDirectoryQuery } from "@common/companies/schemas";
import { findCompanies } from "../../../server/services/companies/find-companies";
import { parsePageFilters } from "./directory-url";

export async function loadCompaniesDirectory(
  context: AppLoadContext,
  request: Request,
): Promise<{ filters: TCompanyDirectoryQuery; directory: TCompanyDirectory }> {
  const filters = parsePageFilters(new URL(request.url).searchParams);
  const directory = await findCompanies(context.app, { query: filters });
  return { filters, directory };
}
