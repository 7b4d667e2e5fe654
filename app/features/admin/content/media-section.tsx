import { useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaMarkdown, type TMediaItem } from "@common/site/media";
import { formatNumber } from "@common/i18n/formats";
import { Button } from "~/components/ui/button";
import { errorMessageKey } from "~/lib/api-client";
import { notify } from "~/lib/notify";
import { AdminListStates } from "../list-states";
import { SectionHeading } from "./pages-heading";
import { useRemote } from "../use-remote";
import { MediaDeleteDialog } from "./media-delete-dialog";
import { MediaUploadForm } from "./media-upload-form";
import { ADMIN_MEDIA_PATH, fetchAdminMedia } from "./pages-api";
import { useFormatLocale } from "~/lib/format-locale";

/** "1.2 MB", "340 KB": a file's size as people read it. */
function byteSize(bytes: number, locale: string): string {
  const format = (value: number, unit: "megabyte" | "kilobyte") =>
    formatNumber(value, locale, { style: "unit", unit, maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? format(bytes / (1024 * 1024), "megabyte")
    : format(Math.max(1, bytes / 1024), "kilobyte");
}

/**
 * Content > Media: upload an image (JPG, GIF or PNG, 5 MB), then a grid of the images with their
 * size and dimensions, what uses them, Copy URL and Copy Markdown for a page, and Delete, which
 * names the pages that would lose the image before it deletes one in use.
 */
export function MediaSection() {
  const { t } = useTranslation();
  const { state, refresh, retry } = useRemote(ADMIN_MEDIA_PATH, fetchAdminMedia);
  const [deleting, setDeleting] = useState<TMediaItem | null>(null);

  return (
    <section className="space-y-6">
      <SectionHeading title={t("adminContentPages.media.title")} body={t("adminContentPages.media.intro")} />
      <MediaUploadForm onUploaded={refresh} />
      <AdminListStates
        state={state}
        loadingLabel={t("adminContentPages.media.loading")}
        failedMessage={(error) => t(errorMessageKey(error, "adminContentPages.media.loadFailed"))}
        retryLabel={t("adminContentPages.media.retry")}
        onRetry={retry}
        empty={{ title: t("adminContentPages.media.emptyTitle"), body: t("adminContentPages.media.emptyBody") }}
      >
        {(data) => (
          <ul aria-label={t("adminContentPages.media.caption")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {data.items.map((item) => (
              <MediaCard key={item.id} item={item} onDelete={() => setDeleting(item)} />
            ))}
          </ul>
        )}
      </AdminListStates>
      <MediaDeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          refresh();
        }}
        onChanged={refresh}
      />
    </section>
  );
}

function MediaCard({ item, onDelete }: { item: TMediaItem; onDelete: () => void }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const markdown = mediaMarkdown(item);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: t("adminContentPages.media.copied"), description: text });
    } catch {
      notify({ title: t("adminContentPages.media.copyFailed"), description: text, variant: "destructive" });
    }
  }

  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      <div className="flex aspect-video items-center justify-center bg-gray-100">
        <img
          src={item.url}
          alt={item.altText}
          width={item.width}
          height={item.height}
          loading="lazy"
          className="max-h-full max-w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <p className="font-medium break-all text-gray-900">{item.fileName}</p>
        <p className="text-gray-700">
          {t("adminContentPages.media.dimensions", { width: item.width, height: item.height })} ·{" "}
          {byteSize(item.byteSize, locale)}
        </p>
        <code dir="ltr" className="block rounded bg-gray-100 px-2 py-1 text-xs break-all text-gray-800">
          {markdown}
        </code>
        <p className="text-gray-700">
          {item.usedBy.length ? (
            <>
              {t("adminContentPages.media.usedBy")}:{" "}
              {item.usedBy
                .map((use) =>
                  use.kind === "page" ? use.title : t("adminContentPages.media.seoUse", { path: use.path }),
                )
                .join(", ")}
            </>
          ) : (
            t("adminContentPages.media.notUsed")
          )}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="secondary"
            aria-label={t("adminContentPages.media.copyUrlLabel", { name: item.fileName })}
            onClick={() => void copy(item.url)}
          >
            {t("adminContentPages.media.copyUrl")}
          </Button>
          <Button
            variant="secondary"
            aria-label={t("adminContentPages.media.copyMarkdownLabel", { name: item.fileName })}
            onClick={() => void copy(markdown)}
          >
            {t("adminContentPages.media.copyMarkdown")}
          </Button>
          <Button
            variant="ghost"
            aria-label={t("adminContentPages.media.deleteLabel", { name: item.fileName })}
            onClick={onDelete}
          >
            {t("adminContentPages.media.delete")}
          </Button>
        </div>
      </div>
    </li>
  );
}
