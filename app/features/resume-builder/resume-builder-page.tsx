import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useCallback, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useNavigate } from "~/lib/localized-links";
import { permissions } from "@common/auth/permissions";
import { resumeCompleteness } from "@common/resumes/completeness";
import { ZResumeContentSchema, type TResumeContent, type TResumeSummary } from "@common/resumes/schema";
import { useMediaQuery } from "~/components/shell/use-media-query";
import { Button } from "~/components/ui/button";
import { useCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";
import { storeRedirectAfterLogin } from "~/lib/redirect-after-login";
import { returnPathFrom } from "~/lib/return-to";
import { useHydrated } from "~/lib/use-hydrated";
import { ResumeProgress, UnmappedNotice } from "./builder-notices";
import { BuilderTabs, PreviewTabPanel } from "./builder-tabs";
import type { TBuilderUi, TBusy, TTab } from "./builder-ui";
import { MyResumes } from "./my-resumes";
import { MORE_SECTIONS, MoreSectionCard } from "./more-sections";
import { ResumeTitleField } from "./resume-title-field";
import { CertificationsCard, LanguagesCard, LinksCard } from "./optional-sections";
import { EducationCard } from "./education-card";
import { ExperienceCard } from "./experience-card";
import { PersonalInfoCard } from "./personal-info-card";
import { ConfirmDialog, RenameDialog } from "./resume-dialogs";
import { emptyResumeValues, type TResumeFormValues } from "./resume-form-values";
import { AiAssistantCard, ExportOptions, JsonResumeCard, TemplateOptions } from "./side-cards";
import { AiSuggestions } from "./ai-suggestions";
import { SkillsCard } from "./skills-card";
import { SummarySuggestion } from "./summary-suggestion";
import { ResumePreview } from "~/components/resume-preview/resume-preview";
import { hasContentToEnhance, useEnhanceContent } from "./use-enhance-content";
import { useGenerateSummary } from "./use-generate-summary";
import { useJsonResume } from "./use-json-resume";
import { useLeaveGuard } from "./use-leave-guard";
import { useOpenResume } from "./use-open-resume";
import { useResumeDownload } from "./use-resume-download";
import { useResumeDraft } from "./use-resume-draft";
import { useResumeList } from "./use-resume-list";
import { useResumeSaving } from "./use-resume-saving";

type TConfirm = { kind: "discard"; onConfirm: () => void } | { kind: "delete"; resume: TResumeSummary } | null;

const BUILDER_PATH = "/resume-builder";
// From this width the preview stands beside the form, following it as it is typed.
const WIDE_QUERY = "(min-width: 1024px)";

const resolver = zodResolver(ZResumeContentSchema) as unknown as Resolver<TResumeFormValues, unknown, TResumeContent>;

/** The resume builder, /resume-builder (docs/product.md#resume-builder). */
export function ResumeBuilderPage({ initialResumes }: { initialResumes: TResumeSummary[] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const isSignedIn = Boolean(user);
  const canKeepResumes = permissions.keepResumes(user);
  const isHydrated = useHydrated();
  const isWide = useMediaQuery(WIDE_QUERY);

  const form = useForm<TResumeFormValues, unknown, TResumeContent>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: emptyResumeValues(),
  });

  const [tab, setTab] = useState<TTab>("build");
  const [busy, setBusy] = useState<TBusy>(null);
  const [unmapped, setUnmapped] = useState<string[] | null>(null);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [renaming, setRenaming] = useState<TResumeSummary | null>(null);

  const values = useWatch({ control: form.control }) as TResumeFormValues;
  const open = useOpenResume(form, user);
  const { isRestored, writeDraftNow, keepDraftNow } = useResumeDraft({
    form,
    open,
    canKeepResumes,
    savedResumes: initialResumes,
  });
  const ui: TBuilderUi = {
    busy,
    setBusy,
    showTab: setTab,
    requireSignIn: (description) => {
      notify({ title: t("resumeBuilder.toasts.loginRequiredTitle"), description, variant: "destructive" });
      writeDraftNow();
      storeRedirectAfterLogin(BUILDER_PATH);
      void navigate("/login");
    },
  };
  const list = useResumeList({ initialResumes, canKeepResumes, open, ui });
  // Sent here from a job's Apply dialog: once the resume is saved, back to the job to apply.
  const [searchParams] = useSearchParams();
  const [returnPath] = useState(() => returnPathFrom(searchParams));
  const saving = useResumeSaving({
    form,
    open,
    ui,
    isSignedIn,
    onSaved: () => void list.refresh(),
    onSavedByPerson: returnPath ? () => void navigate(returnPath) : undefined,
  });
  const download = useResumeDownload({ form, open, ui, isSignedIn, ensureSaved: saving.ensureSaved });
  const summary = useGenerateSummary({ form, ui, isSignedIn });
  const enhance = useEnhanceContent({ form, ui, isSignedIn });
  const { hasUnsavedChanges, autofill } = open;
  const autofillLocation = useCallback((value: string) => autofill("personalInfo.location", value), [autofill]);
  // Work neither saved nor kept as a draft in this browser (storage blocked or full).
  const wouldLoseWork = useCallback(
    () => isRestored && hasUnsavedChanges() && !keepDraftNow(),
    [isRestored, hasUnsavedChanges, keepDraftNow],
  );
  const leaving = useLeaveGuard(wouldLoseWork);

  /** Asks before throwing away unsaved work; runs `action` at once when there is none. */
  const guardUnsaved = (action: () => void) => {
    if (open.hasUnsavedChanges()) setConfirm({ kind: "discard", onConfirm: action });
    else action();
  };

  const jsonResume = useJsonResume({
    open,
    ui,
    isSignedIn,
    ensureSaved: saving.ensureSaved,
    guardUnsaved,
    onUnmapped: setUnmapped,
  });

  const hasPreview = open.resumeId !== null;

  const startNewResume = () =>
    guardUnsaved(() => {
      open.startNew();
      enhance.clear();
      setUnmapped(null);
      setTab("build");
      document.getElementById("resume-full-name")?.focus();
    });

  const onOpen = (resume: TResumeSummary) => {
    if (resume.id === open.resumeId) {
      setTab("build");
      return;
    }
    guardUnsaved(() => {
      setBusy("list-action");
      void open
        .openSaved(resume.id)
        .then((isOpened) => {
          if (!isOpened) return;
          enhance.clear();
          setTab("build");
        })
        .finally(() => setBusy(null));
    });
  };

  const onRename = async (resume: TResumeSummary, newTitle: string) => {
    if (await list.rename(resume, newTitle)) setRenaming(null);
  };

  const onDelete = async (resume: TResumeSummary) => {
    if (await list.remove(resume)) setConfirm(null);
  };

  const progress = resumeCompleteness(values).percent;

  return (
    <div className="page-container py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t("resumeBuilder.title")}</h1>
          <p className="mt-2 text-base text-gray-700">{t("resumeBuilder.intro")}</p>
        </div>
        {canKeepResumes ? (
          <a
            href="#my-resumes"
            className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline lg:hidden"
          >
            {t("resumeBuilder.myResumes.jumpLink")}
          </a>
        ) : null}
      </div>

      <ResumeProgress percent={progress} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
        <div className="min-w-0">
          <BuilderTabs tab={tab} hasPreview={hasPreview} onSelect={setTab} />

          {unmapped ? <UnmappedNotice fields={unmapped} onDismiss={() => setUnmapped(null)} /> : null}

          <div
            id="resume-panel-build"
            role="tabpanel"
            aria-labelledby="resume-tab-build"
            hidden={!isWide && tab !== "build"}
            className="mt-4 lg:mt-0"
          >
            <form noValidate onSubmit={saving.submit} className="space-y-6" aria-label={t("resumeBuilder.tabs.build")}>
              <p className="text-sm text-gray-600">{t("resumeBuilder.requiredNote")}</p>
              {canKeepResumes ? <ResumeTitleField form={form} title={open.title} onChange={open.setTitle} /> : null}
              <PersonalInfoCard
                form={form}
                isReady={isRestored}
                onAutofill={autofillLocation}
                isGenerating={busy === "summary"}
                onGenerateSummary={() => void summary.generate()}
                summarySuggestion={
                  summary.suggestion === null ? undefined : (
                    <SummarySuggestion
                      suggestion={summary.suggestion}
                      onReplace={summary.replace}
                      onKeepMine={summary.keepMine}
                    />
                  )
                }
              />
              <ExperienceCard form={form} />
              <EducationCard form={form} />
              <SkillsCard form={form} />
              <LinksCard form={form} />
              <LanguagesCard form={form} />
              <CertificationsCard form={form} />
              {MORE_SECTIONS.map((section) => (
                <MoreSectionCard key={section} form={form} section={section} />
              ))}
              <Button type="submit" size="lg" disabled={!isHydrated || busy === "save"} className="w-full sm:w-auto">
                {busy === "save" ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
                {busy === "save" ? t("resumeBuilder.submitting") : t("resumeBuilder.submit")}
              </Button>
            </form>
          </div>

          <PreviewTabPanel
            isShown={!isWide && tab === "preview"}
            isDownloading={busy === "download"}
            onEdit={() => setTab("build")}
            onDownload={() => void download()}
          >
            <ResumePreview resume={{ ...values, title: open.title ?? undefined }} template={open.template} />
          </PreviewTabPanel>
        </div>

        <aside className="flex min-w-0 flex-col gap-6">
          <AiAssistantCard
            hasContent={hasContentToEnhance(values)}
            isGenerating={busy === "enhance"}
            onEnhance={() => void enhance.enhance()}
          >
            {enhance.result ? (
              <AiSuggestions form={form} result={enhance.result} onAccept={enhance.accept} onReject={enhance.reject} />
            ) : null}
          </AiAssistantCard>
          <TemplateOptions template={open.template} onChange={open.setTemplate} />
          {isWide ? (
            <section aria-labelledby="resume-live-preview-title" className="min-w-0">
              <h2 id="resume-live-preview-title" className="text-lg font-semibold text-gray-900">
                {t("resumeBuilder.livePreview")}
              </h2>
              <div className="mt-3 rounded-xl bg-gray-100 p-4">
                <ResumePreview resume={{ ...values, title: open.title ?? undefined }} template={open.template} />
              </div>
            </section>
          ) : null}
          <ExportOptions
            isSignedIn={isSignedIn}
            isDownloading={busy === "download"}
            isSaving={busy === "save"}
            onDownload={() => void download()}
            onSave={saving.saveFromSide}
          />
          {canKeepResumes ? (
            <div className="lg:order-first">
              <MyResumes
                state={list.state}
                currentId={open.resumeId}
                onRetry={list.retry}
                onNew={startNewResume}
                onOpen={onOpen}
                onRename={setRenaming}
                onDuplicate={(resume) => void list.duplicate(resume)}
                onDelete={(resume) => setConfirm({ kind: "delete", resume })}
              />
            </div>
          ) : null}
          <JsonResumeCard
            isImporting={busy === "import"}
            isExporting={busy === "export"}
            onExport={() => void jsonResume.exportFile()}
            onImportFile={(file) => void jsonResume.importFile(file)}
          />
        </aside>
      </div>

      <ConfirmDialog
        isOpen={confirm !== null}
        title={confirm?.kind === "delete" ? t("resumeBuilder.myResumes.deleteTitle") : t("resumeBuilder.discard.title")}
        description={
          confirm?.kind === "delete"
            ? t("resumeBuilder.myResumes.deleteBody", { title: confirm.resume.title })
            : t("resumeBuilder.discard.body")
        }
        confirmLabel={
          confirm?.kind === "delete" ? t("resumeBuilder.myResumes.deleteConfirm") : t("resumeBuilder.discard.confirm")
        }
        isDestructive
        isPending={busy === "list-action"}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === "delete") void onDelete(confirm.resume);
          else {
            setConfirm(null);
            confirm.onConfirm();
          }
        }}
      />
      <ConfirmDialog
        isOpen={leaving.state === "blocked"}
        title={t("resumeBuilder.leave.title")}
        description={t("resumeBuilder.leave.body")}
        confirmLabel={t("resumeBuilder.leave.confirm")}
        isDestructive
        onCancel={() => leaving.reset?.()}
        onConfirm={() => leaving.proceed?.()}
      />
      <RenameDialog
        isOpen={renaming !== null}
        initialTitle={renaming?.title ?? ""}
        isPending={busy === "list-action"}
        onCancel={() => setRenaming(null)}
        onRename={(newTitle) => renaming && void onRename(renaming, newTitle)}
      />
    </div>
  );
}
