import { Check, Download, FileJson, FileUp, Loader2, LogIn, Palette, Save, Share2, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RESUME_TEMPLATES, type TResumeTemplate } from "@common/resumes/schema";
import { Button, PlainButton } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useScriptReadyProps } from "~/lib/use-hydrated";

function SideCard(props: {
  id: string;
  title: string;
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  intro?: string;
  children: React.ReactNode;
}) {
  const Icon = props.icon;
  return (
    <section
      aria-labelledby={`${props.id}-title`}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id={`${props.id}-title`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Icon aria-hidden className="size-5 text-primary-700" />
        {props.title}
      </h2>
      {props.intro ? <p className="mt-1 text-sm text-gray-600">{props.intro}</p> : null}
      <div className="mt-4">{props.children}</div>
    </section>
  );
}

/**
 * AI Assistant: "Enhance with AI" suggests rewrites of the summary and the experience
 * descriptions (the suggestions are its children). Disabled, with the reason, while the
 * resume has nothing to enhance or write a summary from.
 */
export function AiAssistantCard(props: {
  hasContent: boolean;
  isGenerating: boolean;
  onEnhance: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SideCard
      id="resume-ai-assistant"
      title={t("resumeBuilder.aiAssistant.title")}
      intro={t("resumeBuilder.aiAssistant.intro")}
      icon={Sparkles}
    >
      <Button
        onClick={props.onEnhance}
        disabled={!props.hasContent || props.isGenerating}
        aria-describedby={props.hasContent ? undefined : "resume-ai-assistant-needs"}
        className="w-full"
      >
        {props.isGenerating ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Sparkles aria-hidden="true" className="size-4" />
        )}
        {props.isGenerating ? t("resumeBuilder.aiAssistant.generating") : t("resumeBuilder.aiAssistant.enhance")}
      </Button>
      {props.hasContent ? null : (
        <p id="resume-ai-assistant-needs" className="mt-2 text-sm text-gray-600">
          {t("resumeBuilder.aiAssistant.needsContent")}
        </p>
      )}
      {props.children}
    </SideCard>
  );
}

/** Template Options: the choice changes the preview at once and is saved for the PDF. */
export function TemplateOptions(props: { template: TResumeTemplate; onChange: (template: TResumeTemplate) => void }) {
  const { t } = useTranslation();
  return (
    <SideCard
      id="resume-templates"
      title={t("resumeBuilder.templates.title")}
      intro={t("resumeBuilder.templates.intro")}
      icon={Palette}
    >
      <div className="grid grid-cols-2 gap-2">
        {RESUME_TEMPLATES.map((template) => {
          const isChosen = template === props.template;
          return (
            <PlainButton
              key={template}
              type="button"
              aria-pressed={isChosen}
              onClick={() => props.onChange(template)}
              className={cn(
                "flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-medium transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                isChosen
                  ? "border-primary-700 bg-primary-50 text-primary-900 ring-1 ring-primary-700"
                  : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
              )}
            >
              {isChosen ? <Check aria-hidden="true" className="size-4" /> : null}
              {t(`resumeBuilder.templates.${template}`)}
            </PlainButton>
          );
        })}
      </div>
    </SideCard>
  );
}

/** Export Options: download and save for members, a way to sign in for visitors. */
export function ExportOptions(props: {
  isSignedIn: boolean;
  isDownloading: boolean;
  isSaving: boolean;
  onDownload: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SideCard id="resume-export" title={t("resumeBuilder.export.title")} icon={Share2}>
      <div className="flex flex-col gap-2">
        {props.isSignedIn ? (
          <>
            <Button onClick={props.onDownload} disabled={props.isDownloading} className="w-full">
              {props.isDownloading ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              {props.isDownloading ? t("resumeBuilder.export.downloading") : t("resumeBuilder.export.download")}
            </Button>
            <Button variant="secondary" onClick={props.onSave} disabled={props.isSaving} className="w-full">
              {props.isSaving ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Save aria-hidden="true" className="size-4" />
              )}
              {props.isSaving ? t("resumeBuilder.export.saving") : t("resumeBuilder.export.save")}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={props.onDownload} className="w-full">
              <Download aria-hidden="true" className="size-4" />
              {t("resumeBuilder.export.signInToDownload")}
            </Button>
            <Button variant="secondary" onClick={props.onSave} className="w-full">
              <Save aria-hidden="true" className="size-4" />
              {t("resumeBuilder.export.signInToSave")}
            </Button>
            <div className="mt-2 flex gap-3 rounded-lg border border-primary-100 bg-primary-50 p-3">
              <LogIn aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700 rtl:-scale-x-100" />
              <div>
                <p className="text-sm font-semibold text-gray-900">{t("resumeBuilder.export.signInHintTitle")}</p>
                <p className="mt-0.5 text-sm text-gray-800">{t("resumeBuilder.export.signInHint")}</p>
              </div>
            </div>
          </>
        )}
      </div>
    </SideCard>
  );
}

/** JSON Resume import and export (docs/product.md). */
export function JsonResumeCard(props: {
  isImporting: boolean;
  isExporting: boolean;
  onExport: () => void;
  onImportFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  // The file picker needs the page's script to read the file: not ready until hydration.
  const importReady = useScriptReadyProps(props.isImporting);
  return (
    <SideCard
      id="resume-json"
      title={t("resumeBuilder.jsonResume.title")}
      intro={t("resumeBuilder.jsonResume.intro")}
      icon={FileJson}
    >
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <div className="relative">
          <input
            id="resume-json-file"
            type="file"
            accept=".json,application/json"
            aria-label={t("resumeBuilder.jsonResume.import")}
            {...importReady}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again still imports it.
              event.target.value = "";
              if (file) props.onImportFile(file);
            }}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
          />
          <span
            aria-hidden="true"
            className={cn(
              "flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-900",
              "peer-hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600",
              "peer-disabled:bg-white peer-disabled:text-gray-500",
            )}
          >
            {props.isImporting ? <Loader2 className="size-4 animate-spin" /> : <FileUp className="size-4" />}
            {props.isImporting ? t("resumeBuilder.jsonResume.importing") : t("resumeBuilder.jsonResume.import")}
          </span>
        </div>
        <Button variant="secondary" onClick={props.onExport} disabled={props.isExporting} className="px-3">
          {props.isExporting ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <FileJson aria-hidden="true" className="size-4" />
          )}
          {props.isExporting ? t("resumeBuilder.jsonResume.exporting") : t("resumeBuilder.jsonResume.export")}
        </Button>
      </div>
    </SideCard>
  );
}
