import { Download, Eye, FileText, Loader2, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, PlainButton } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { TTab } from "./builder-ui";

const TABS = ["build", "preview"] as const;

/**
 * Build and Preview on a narrow screen (from 1024 px the preview stands beside the form). The
 * arrow keys, Home and End move between the two, as in any tab list; Preview waits for a saved
 * resume.
 */
export function BuilderTabs({
  tab,
  hasPreview,
  onSelect,
}: {
  tab: TTab;
  hasPreview: boolean;
  onSelect: (tab: TTab) => void;
}) {
  const { t } = useTranslation();
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key) || !hasPreview) return;
    event.preventDefault();
    const next: TTab = tab === "build" ? "preview" : "build";
    onSelect(next);
    document.getElementById(`resume-tab-${next}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t("resumeBuilder.tabs.label")}
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1 sm:inline-grid sm:w-auto lg:hidden"
    >
      {TABS.map((name) => {
        const isSelected = tab === name;
        const Icon = name === "build" ? FileText : Eye;
        return (
          <PlainButton
            key={name}
            id={`resume-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={`resume-panel-${name}`}
            tabIndex={isSelected ? 0 : -1}
            disabled={name === "preview" && !hasPreview}
            onClick={() => onSelect(name)}
            className={cn(
              "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-medium transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
              "disabled:cursor-not-allowed disabled:text-gray-500",
              isSelected ? "bg-white text-gray-900 shadow-sm" : "text-gray-700 hover:text-gray-900",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`resumeBuilder.tabs.${name}`)}
          </PlainButton>
        );
      })}
    </div>
  );
}

/**
 * The Preview tab's panel on a narrow screen: back to the form, the download, and the page
 * (`children`), rendered only while it is the tab shown.
 */
export function PreviewTabPanel({
  isShown,
  isDownloading,
  onEdit,
  onDownload,
  children,
}: {
  isShown: boolean;
  isDownloading: boolean;
  onEdit: () => void;
  onDownload: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      id="resume-panel-preview"
      role="tabpanel"
      aria-labelledby="resume-tab-preview"
      hidden={!isShown}
      className="mt-4"
    >
      {isShown ? (
        <>
          <div className="mb-4 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              {t("resumeBuilder.preview.edit")}
            </Button>
            <Button onClick={onDownload} disabled={isDownloading}>
              {isDownloading ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              {isDownloading ? t("resumeBuilder.preview.downloading") : t("resumeBuilder.preview.download")}
            </Button>
          </div>
          <div className="rounded-xl bg-gray-100 p-2 sm:p-6">{children}</div>
        </>
      ) : null}
    </div>
  );
}
