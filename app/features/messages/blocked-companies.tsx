import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TInbox } from "@common/messages/schemas";
import { Button } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { unblockCompany } from "~/api/messages";

/** A job seeker's blocked companies, each with "Unblock". */
export function BlockedCompanies({ blocked, onChanged }: { blocked: TInbox["blocked"]; onChanged: () => void }) {
  const { t } = useTranslation();
  const [pendingId, setPendingId] = useState<number | null>(null);

  async function unblock(company: TInbox["blocked"][number]) {
    setPendingId(company.companyId);
    try {
      await unblockCompany(company.companyId);
      dismissFailures();
      notify({ title: t("messages.blocked.unblocked", { name: company.name }) });
      onChanged();
    } catch (caught) {
      notify({ title: t(errorMessageKey(caught, "messages.blocked.unblockFailed")), variant: "destructive" });
    } finally {
      setPendingId(null);
    }
  }

  return (
    <section aria-labelledby="blocked-companies" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="blocked-companies" className="text-base font-semibold text-gray-900">
        {t("messages.blocked.heading")}
      </h2>
      <ul className="mt-2 divide-y divide-gray-200">
        {blocked.map((company) => (
          <li key={company.companyId} className="flex items-center gap-3 py-2">
            <span className="min-w-0 flex-1 truncate text-sm text-gray-900">{company.name}</span>
            <Button
              variant="secondary"
              aria-label={t("messages.blocked.unblockName", { name: company.name })}
              disabled={pendingId === company.companyId}
              onClick={() => void unblock(company)}
            >
              {t("messages.blocked.unblock")}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
