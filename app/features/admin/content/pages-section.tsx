import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocalizedPath } from "~/lib/localized-links";
import { Plus } from "lucide-react";
import type { TSitePageSummary } from "@common/site/pages";
import { Button, buttonClasses } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { dismissFailures, notify } from "~/lib/notify";
import { AdminTable, BADGE, Cell } from "../admin-table";
import { useAdminParams } from "../admin-url";
import { dateTime } from "../format";
import { AdminListStates } from "../list-states";
import { SectionHeading } from "./pages-heading";
import { useRemote } from "../use-remote";
import { DeletePageDialog } from "./pages-delete-dialog";
import { PageEditor } from "./pages-editor";
import { ADMIN_PAGES_PATH, adminPagePath, fetchAdminPage, fetchAdminPages, updateAdminPage } from "./pages-api";
import { useFormatLocale } from "~/lib/format-locale";

/**
 * Content > Pages: the pages with their status, and the editor of one (?edit=<id>, or
 * ?edit=new): Markdown with a preview, publish, unpublish and delete.
 */
export function PagesSection() {
  const { params, href } = useAdminParams();
  const edit = params.get("edit");
  if (edit === "new") return <PageEditor key="new" page={null} backHref={href({ edit: null })} />;
  const id = Number(edit);
  if (edit && Number.isInteger(id) && id > 0) return <EditPage id={id} backHref={href({ edit: null })} />;
  return <PagesList />;
}

function EditPage({ id, backHref }: { id: number; backHref: string }) {
  const { t } = useTranslation();
  const { state, retry } = useRemote(adminPagePath(id), fetchAdminPage);
  return (
    <AdminListStates
      state={state.status === "ready" ? { ...state, data: { items: [state.data] } } : state}
      loadingLabel={t("adminContentPages.editor.loading")}
      failedMessage={(error) => t(errorMessageKey(error, "adminContentPages.editor.loadFailed"))}
      retryLabel={t("adminContentPages.pages.retry")}
      onRetry={retry}
      empty={{ title: "" }}
    >
      {({ items: [page] }) => <PageEditor key={page.id} page={page} backHref={backHref} />}
    </AdminListStates>
  );
}

function PagesList() {
  const localizedPath = useLocalizedPath();
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const { href } = useAdminParams();
  const { state, refresh, retry } = useRemote(ADMIN_PAGES_PATH, fetchAdminPages);
  const [deleting, setDeleting] = useState<TSitePageSummary | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function setPublished(summary: TSitePageSummary, isPublished: boolean) {
    setBusyId(summary.id);
    try {
      const page = await fetchAdminPage(adminPagePath(summary.id));
      await updateAdminPage(summary.id, {
        slug: page.slug,
        title: page.title,
        description: page.description,
        body: page.body,
        isPublished,
      });
      dismissFailures();
      notify({
        title: t(isPublished ? "adminContentPages.pages.publishedToast" : "adminContentPages.pages.unpublishedToast"),
        description: summary.title,
      });
      refresh();
    } catch (error) {
      notify({
        title: t(errorMessageKey(error, "adminContentPages.pages.changeFailed")),
        description: summary.title,
        variant: "destructive",
      });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SectionHeading title={t("adminContentPages.pages.title")} body={t("adminContentPages.pages.intro")} />
        <Link to={href({ edit: "new" })} preventScrollReset className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          {t("adminContentPages.pages.newPage")}
        </Link>
      </div>
      <AdminListStates
        state={state}
        loadingLabel={t("adminContentPages.pages.loading")}
        failedMessage={(error) => t(errorMessageKey(error, "adminContentPages.pages.loadFailed"))}
        retryLabel={t("adminContentPages.pages.retry")}
        onRetry={retry}
        empty={{ title: t("adminContentPages.pages.emptyTitle"), body: t("adminContentPages.pages.emptyBody") }}
      >
        {(data) => (
          <AdminTable
            caption={t("adminContentPages.pages.caption")}
            columns={[
              { label: t("adminContentPages.pages.columns.title") },
              { label: t("adminContentPages.pages.columns.status") },
              { label: t("adminContentPages.pages.columns.updated") },
              { label: t("adminContentPages.pages.columns.actions"), className: "text-end" },
            ]}
          >
            {data.items.map((page) => (
              <tr key={page.id}>
                <Cell>
                  <span className="block font-medium text-gray-900">{page.title}</span>
                  <span className="block text-xs text-gray-600">{page.path}</span>
                </Cell>
                <Cell>
                  <span
                    className={`${BADGE} ${page.isPublished ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-700"}`}
                  >
                    {t(page.isPublished ? "adminContentPages.pages.published" : "adminContentPages.pages.draft")}
                  </span>
                </Cell>
                <Cell className="whitespace-nowrap">{dateTime(page.updatedAt, locale)}</Cell>
                <Cell>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Link
                      to={href({ edit: page.id })}
                      preventScrollReset
                      aria-label={t("adminContentPages.pages.editLabel", { title: page.title })}
                      className={buttonClasses({ variant: "secondary" })}
                    >
                      {t("adminContentPages.pages.edit")}
                    </Link>
                    {page.isPublished ? (
                      <a
                        href={localizedPath(page.path)}
                        aria-label={t("adminContentPages.pages.viewLabel", { title: page.title })}
                        className={buttonClasses({ variant: "secondary" })}
                      >
                        {t("adminContentPages.pages.view")}
                      </a>
                    ) : null}
                    <Button
                      variant="secondary"
                      disabled={busyId === page.id}
                      aria-label={t(
                        page.isPublished
                          ? "adminContentPages.pages.unpublishLabel"
                          : "adminContentPages.pages.publishLabel",
                        { title: page.title },
                      )}
                      onClick={() => void setPublished(page, !page.isPublished)}
                    >
                      {t(page.isPublished ? "adminContentPages.pages.unpublish" : "adminContentPages.pages.publish")}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t("adminContentPages.pages.deleteLabel", { title: page.title })}
                      onClick={() => setDeleting(page)}
                    >
                      {t("adminContentPages.pages.delete")}
                    </Button>
                  </div>
                </Cell>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListStates>
      <DeletePageDialog
        page={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => (setDeleting(null), refresh())}
      />
    </section>
  );
}
