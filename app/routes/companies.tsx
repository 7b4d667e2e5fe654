import { CompaniesDirectory } from "~/features/companies/companies-directory";
import { loadCompaniesDirectory } from "~/features/companies/companies-directory.server";
import { CompaniesLoadError } from "~/features/companies/companies-status";
import { SignInRequired } from "~/features/companies/sign-in-required";
import { refusePage, requireUser } from "~/lib/guards.server";
import { buildMeta, metaTranslator } from "~/lib/seo";
import type { Route } from "./+types/companies";

// Signed-in only, decided here on the server; visitors get "Sign In
// Required" with status 401.
export async function loader({ context, request }: Route.LoaderArgs) {
  const access = requireUser(context);
  if (access !== "allowed") return refusePage(access);
  return { access, ...(await loadCompaniesDirectory(context, request)) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const root = matches[0].loaderData as { publicUrl: string };
  return buildMeta({
    t,
    matches,
    title: t("companies.metaTitle"),
    description: t("companies.metaDescription"),
    path: "/companies",
    publicUrl: root.publicUrl,
    noIndex: true,
  });
}

export default function CompaniesPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.access !== "allowed") return <SignInRequired />;
  return <CompaniesDirectory filters={loaderData.filters} directory={loaderData.directory} />;
}

export function ErrorBoundary() {
  return <CompaniesLoadError />;
}
