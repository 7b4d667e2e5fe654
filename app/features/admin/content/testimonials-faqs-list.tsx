import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import type { TAdminLandingItems } from "@common/site/landing-content";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { AdminListStates } from "../list-states";
import { useRemote } from "../use-remote";
import type { TLandingItemsApi, TLandingKind } from "./content-api";
import { ItemDialog, type TItemField } from "./testimonials-faqs-dialog";

interface TItem {
  id: number;
  isPublished: boolean;
}

/** What a kind of landing page item (testimonials, FAQs) gives the shared list. */
export interface TItemKind<T extends TItem> {
  kind: TLandingKind;
  api: TLandingItemsApi<T, Record<string, unknown>>;
  fields: TItemField[];
  /** The row's heading (a name, a question) and the line under it. */
  title: (item: T) => string;
  detail: (item: T) => string;
  /** The item's texts as the form and the publish toggle send them again. */
  texts: (item: T) => Record<string, string>;
}

type TTranslateAny = (key: string, values?: Record<string, unknown>) => string;

/**
 * Content > Testimonials or FAQs: the items in page order, each with Publish/Unpublish, Move up
 * and down, Edit and Delete (asked first); Add opens the form. While there are none, the empty
 * state says the built-in ones are shown and offers to start from them.
 */
export function LandingItemsList<T extends TItem>({ config }: { config: TItemKind<T> }) {
  const { t } = useTranslation();
  const translate = t as unknown as TTranslateAny;
  const text = (key: string, values?: Record<string, unknown>) =>
    translate(`adminContent.${config.kind}.${key}`, values);
  const { state, refresh, retry } = useRemote(config.api.path, config.api.list);
  const [editing, setEditing] = useState<{
    id: number | null;
    values: Record<string, string>;
    isPublished: boolean;
  } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busyId, setBusyId] = useState<number | "import" | null>(null);
  const data = state.status === "ready" ? state.data : null;

  async function run(id: number | "import", action: () => Promise<unknown>, failedKey: string, doneKey?: string) {
    setBusyId(id);
    try {
      await action();
      dismissFailures();
      if (doneKey) notify({ title: text(doneKey) });
      refresh();
    } catch (error) {
      notify({ title: translate(errorMessageKey(error, failedKey as never)), variant: "destructive" });
    } finally {
      setBusyId(null);
    }
  }

  async function save(id: number | null, input: Record<string, unknown>) {
    await (id === null ? config.api.create(input) : config.api.update(id, input));
    setEditing(null);
    refresh();
  }

  const addButton = (
    <Button
      onClick={() =>
        setEditing({ id: null, values: Object.fromEntries(config.fields.map((f) => [f.name, ""])), isPublished: true })
      }
      disabled={data !== null && data.items.length >= data.max}
    >
      <Plus aria-hidden="true" className="size-4" />
      {text("add")}
    </Button>
  );

  return (
    <section aria-label={text("title")} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-gray-900">{text("title")}</h2>
          <p className="mt-1 max-w-2xl text-sm text-gray-700">{text("body")}</p>
        </div>
        {data?.items.length ? <div className="shrink-0">{addButton}</div> : null}
      </div>
      <AdminListStates<TAdminLandingItems<T>>
        state={state}
        loadingLabel={text("loading")}
        failedMessage={(error) => translate(errorMessageKey(error, `adminContent.${config.kind}.loadFailed` as never))}
        retryLabel={t("adminContent.items.retry")}
        onRetry={retry}
        empty={{
          title: text("emptyTitle"),
          body: text("emptyBody"),
          heading: "h3",
          action: (
            <>
              <Button
                variant="secondary"
                disabled={busyId === "import"}
                onClick={() =>
                  void run("import", config.api.importDefaults, "adminContent.items.importFailed", "imported")
                }
              >
                {busyId === "import" ? t("adminContent.items.importing") : text("importDefaults")}
              </Button>
              {addButton}
            </>
          ),
        }}
      >
        {({ items, max }) => (
          <>
            <p className="text-sm text-gray-700">
              {items.some((item) => item.isPublished)
                ? t("adminContent.items.showingSite")
                : t("adminContent.items.showingDefaults")}{" "}
              {t("adminContent.items.count", { count: items.length, max })}
            </p>
            <ol className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
              {items.map((item, index) => (
                <li
                  key={item.id}
                  aria-label={text("rowLabel", { name: config.title(item) })}
                  className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start lg:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-gray-900">{config.title(item)}</p>
                    <p className="mt-1 line-clamp-3 text-sm break-words whitespace-pre-line text-gray-700">
                      {config.detail(item)}
                    </p>
                    <span
                      className={cn(
                        "mt-2 inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold",
                        item.isPublished ? "bg-green-100 text-green-800" : "bg-gray-100 text-gray-800",
                      )}
                    >
                      {t(item.isPublished ? "adminContent.items.published" : "adminContent.items.unpublished")}
                    </span>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-center gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="disabled:opacity-40"
                      aria-label={t("adminContent.items.moveUp")}
                      title={t("adminContent.items.moveUp")}
                      disabled={index === 0 || busyId !== null}
                      onClick={() =>
                        void run(item.id, () => config.api.move(item.id, "up"), "adminContent.items.moveFailed")
                      }
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="disabled:opacity-40"
                      aria-label={t("adminContent.items.moveDown")}
                      title={t("adminContent.items.moveDown")}
                      disabled={index === items.length - 1 || busyId !== null}
                      onClick={() =>
                        void run(item.id, () => config.api.move(item.id, "down"), "adminContent.items.moveFailed")
                      }
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="secondary"
                      className="min-w-28"
                      disabled={busyId !== null}
                      onClick={() =>
                        void run(
                          item.id,
                          () => config.api.update(item.id, { ...config.texts(item), isPublished: !item.isPublished }),
                          "adminContent.items.saveFailed",
                          "saved",
                        )
                      }
                    >
                      {t(item.isPublished ? "adminContent.items.unpublish" : "adminContent.items.publish")}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        setEditing({ id: item.id, values: config.texts(item), isPublished: item.isPublished })
                      }
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t("adminContent.items.edit")}
                    </Button>
                    <Button
                      variant="ghost"
                      className="text-red-700 hover:text-red-800"
                      onClick={() => setDeleting(item)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t("adminContent.items.delete")}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </AdminListStates>
      <ItemDialog
        kind={config.kind}
        fields={config.fields}
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Dialog open={deleting !== null} onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}>
        {deleting ? (
          <DialogContent title={text("deleteTitle")} closeLabel={t("adminContent.items.close")}>
            <DialogDescription className="mt-2 text-sm text-gray-700">
              {text("deleteBody", { name: config.title(deleting) })}
            </DialogDescription>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t("adminContent.items.cancel")}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={busyId !== null}
                onClick={() =>
                  void run(
                    deleting.id,
                    async () => {
                      await config.api.remove(deleting.id);
                      setDeleting(null);
                    },
                    "adminContent.items.deleteFailed",
                    "deleted",
                  )
                }
              >
                {t(busyId === deleting.id ? "adminContent.items.deleting" : "adminContent.items.delete")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
