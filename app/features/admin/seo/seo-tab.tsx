import { ExternalLink, Gauge, Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSeoConfiguration } from "@common/site/seo";
import { Button, buttonClasses } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { AdminTable, BADGE, Cell } from "../admin-table";
import { AdminListStates } from "../list-states";
import { useRemote } from "../use-remote";
import { fetchSeoConfigurations } from "./api";
import { DeleteSeoDialog } from "./delete-seo-dialog";
import { SeoDialog, type TSeoDialogMode } from "./seo-dialog";
import { SeoScorePanel, useSeoScore } from "./seo-score-panel";

/**
 * Admin > SEO: the configurations (page, title, robots, active) with Add, Edit and Delete, the
 * sitemap, and the score of any page computed from its rendered HTML on demand (a row's
 * "Check score" fills in its path and checks it).
 */
export function SeoTab() {
  const { t } = useTranslation();
  const id = useId();
  const { state, refresh, retry } = useRemote("seo", fetchSeoConfigurations);
  const [dialog, setDialog] = useState<TSeoDialogMode | null>(null);
  const [toDelete, setToDelete] = useState<TSeoConfiguration | null>(null);
  const score = useSeoScore();
  const scoreRef = useRef<HTMLElement>(null);

  function checkScore(page: string) {
    void score.check(page);
    scoreRef.current?.focus({ preventScroll: true });
    scoreRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-heading`}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
            {t("adminSeo.title")}
          </h2>
          <div className="flex flex-wrap gap-2">
            <a
              href="/sitemap.xml"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("adminSeo.sitemapLabel")}
              className={buttonClasses({ variant: "secondary" })}
            >
              <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t("adminSeo.sitemap")}
            </a>
            <Button onClick={() => setDialog({ kind: "create" })}>
              <Plus aria-hidden="true" className="size-4" />
              {t("adminSeo.create")}
            </Button>
          </div>
        </div>
        <p className="mt-1 max-w-3xl text-sm text-gray-700">{t("adminSeo.intro")}</p>

        <AdminListStates
          className="mt-5"
          state={state}
          loadingLabel={t("adminSeo.loading")}
          failedMessage={(error) => t(errorMessageKey(error, "adminSeo.failed"))}
          retryLabel={t("adminSeo.retry")}
          onRetry={retry}
          empty={{ icon: Search, heading: "h3", title: t("adminSeo.emptyTitle"), body: t("adminSeo.emptyBody") }}
        >
          {(data) => (
            <>
              <p className="mb-3 text-sm text-gray-700">{t("adminSeo.count", { count: data.items.length })}</p>
              <AdminTable
                caption={t("adminSeo.title")}
                minWidth="min-w-[52rem]"
                columns={[
                  { label: t("adminSeo.columns.page") },
                  { label: t("adminSeo.columns.title") },
                  { label: t("adminSeo.columns.robots") },
                  { label: t("adminSeo.columns.status") },
                  { label: t("adminSeo.columns.actions"), className: "text-end" },
                ]}
              >
                {data.items.map((configuration) => (
                  <SeoRow
                    key={configuration.id}
                    configuration={configuration}
                    onCheck={() => checkScore(configuration.page)}
                    onEdit={() => setDialog({ kind: "edit", configuration })}
                    onDelete={() => setToDelete(configuration)}
                  />
                ))}
              </AdminTable>
            </>
          )}
        </AdminListStates>
      </section>

      <SeoScorePanel
        ref={scoreRef}
        score={score}
        suggestions={state.status === "ready" ? state.data.items.map((configuration) => configuration.page) : []}
      />

      <SeoDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
      <DeleteSeoDialog
        configuration={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          refresh();
        }}
      />
    </div>
  );
}

function SeoRow(props: {
  configuration: TSeoConfiguration;
  onCheck: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { configuration } = props;
  const { page } = configuration;
  return (
    <tr>
      <Cell className="font-medium break-all text-gray-900">
        <a
          href={page}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("adminSeo.viewLabel", { page })}
          className="text-primary-700 underline-offset-2 hover:underline"
        >
          {page}
        </a>
      </Cell>
      <Cell className="max-w-xs break-words whitespace-normal">
        {configuration.title || <span className="text-gray-600 italic">{t("adminSeo.ownTitle")}</span>}
      </Cell>
      <Cell className="whitespace-nowrap">{t(`adminSeo.robots.${configuration.robotsDirective}`)}</Cell>
      <Cell>
        <span
          className={cn(BADGE, configuration.isActive ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-800")}
        >
          {t(configuration.isActive ? "adminSeo.active" : "adminSeo.inactive")}
        </span>
      </Cell>
      <Cell>
        <div className="flex justify-end gap-1">
          <Button
            variant="ghost"
            className="px-3"
            aria-label={t("adminSeo.checkScoreLabel", { page })}
            onClick={props.onCheck}
          >
            <Gauge aria-hidden="true" className="size-4" />
            {t("adminSeo.checkScore")}
          </Button>
          <Button
            variant="ghost"
            className="px-3"
            aria-label={t("adminSeo.editLabel", { page })}
            onClick={props.onEdit}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t("adminSeo.edit")}
          </Button>
          <Button
            variant="ghost"
            className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={t("adminSeo.deleteLabel", { page })}
            onClick={props.onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("adminSeo.delete")}
          </Button>
        </div>
      </Cell>
    </tr>
  );
}
