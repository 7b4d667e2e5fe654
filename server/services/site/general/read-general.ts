// Settings > General as the pages show it: the site's name and the operator's identity.
import type { TSiteOperator } from "@common/site/general";
import type { TAppContext } from "../../../context";

export async function readSiteGeneral(
  context: Pick<TAppContext, "settings">,
): Promise<{ name: string | null; operator: TSiteOperator }> {
  const [name, operatorName, postalAddress, contactEmail, jurisdiction] = await Promise.all([
    context.settings.get("siteName"),
    context.settings.get("operatorName"),
    context.settings.get("operatorAddress"),
    context.settings.get("operatorEmail"),
    context.settings.get("operatorJurisdiction"),
  ]);
  return {
    name: name ?? null,
    operator: {
      name: operatorName ?? null,
      postalAddress: postalAddress ?? null,
      contactEmail: contactEmail ?? null,
      jurisdiction: jurisdiction ?? null,
    },
  };
}
