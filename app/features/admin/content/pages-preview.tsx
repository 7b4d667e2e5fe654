import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_PROSE_CLASSES } from "~/components/content/prose";
import { ListState } from "~/components/ui/list-state";

type TRender = (source: string) => string;

/**
 * The Markdown as the site will show it: rendered by the same module the server uses
 * (common/site/markdown.ts), loaded on first use so markdown-it only ever loads in the console.
 */
export function MarkdownPreview({ source }: { source: string }) {
  const { t } = useTranslation();
  const [render, setRender] = useState<TRender | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    import("./pages-preview-renderer").then(
      (module) => isCurrent && setRender(() => module.renderMarkdown),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t("adminContentPages.editor.previewFailed")}
      </p>
    );
  }
  if (!render) return <ListState status="loading" label={t("adminContentPages.editor.previewLoading")} />;
  if (!source.trim()) return <p className="text-sm text-gray-600">{t("adminContentPages.editor.previewEmpty")}</p>;
  return (
    <div
      className={`rounded-xl border border-gray-200 bg-white p-5 sm:p-6 ${PAGE_PROSE_CLASSES}`}
      // The same safe rendering as the page's (raw HTML off, links and images checked).
      dangerouslySetInnerHTML={{ __html: render(source) }}
    />
  );
}
