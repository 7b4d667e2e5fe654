import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, FileText, Loader2, Pencil, Download, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import {
  DEFAULT_RESUME_TEMPLATE,
  RESUME_BODY_LIMIT_BYTES,
  ZResumeContentSchema,
  defaultResumeTitle,
  resumeFileName,
  type TResumeContent,
  type TResumeSummary,
  type TResumeTemplate,
} from "@common/resumes/schema";
import { resumes as resumeMessages } from "@common/i18n/en/resumes";
import { Button } from "~/components/ui/button";
import { ApiError } from "~/lib/api-client";
import { storeRedirectAfterLogin } from "~/lib/auth-client";
import { cn } from "~/lib/cn";
import { useCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";
import { MyResumes, type TResumeListState } from "./my-resumes";
import { CertificationsCard, LanguagesCard, LinksCard } from "./optional-sections";
import { downloadUrl, fetchFile, jsonResumeUrl, resumeApi, saveBlob } from "./resume-api";
import { ConfirmDialog, RenameDialog } from "./resume-dialogs";
import {
  browserStorage,
  readResumeDraft,
  RESUME_DRAFT_DEBOUNCE_MS,
  resumeDraftClearCount,
  writeResumeDraft,
} from "./resume-draft";
import { EducationCard, ExperienceCard, PersonalInfoCard, SkillsCard } from "./resume-form";
import {
  emptyResumeValues,
  fingerprintResume,
  hasAnyContent,
  toFormValues,
  toTemplate,
  type TResumeFormValues,
} from "./resume-form-values";
import { ExportOptions, JsonResumeCard, TemplateOptions } from "./side-cards";
import { ResumePreview } from "./templates/resume-preview";

type TTab = "build" | "preview";
type TBusy = "save" | "download" | "summary" | "import" | "export" | "list-action" | null;
type TConfirm = { kind: "discard"; onConfirm: () => void } | { kind: "delete"; resume: TResumeSummary } | null;

// spec-1 section 9: progress 25% at first, 100% once saved; phones are up to 768 px wide.
const PROGRESS_START = 25;
const PROGRESS_SAVED = 100;
const PHONE_QUERY = "(max-width: 768px)";
const BUILDER_PATH = "/resume-builder";

const resolver = zodResolver(ZResumeContentSchema) as unknown as Resolver<TResumeFormValues, unknown, TResumeContent>;

// English text of a resume message -> its catalog key, so a server field error shows through t().
const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(resumeMessages.resumes.validation).map(([key, text]) => [text, `resumes.validation.${key}`]),
);

const noSubscription = () => () => {};
function useIsHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const parseId = (value: string | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The resume builder, /resume-builder (spec-1 "Resume builder", issue #4). */
export function ResumeBuilderPage({ initialResumes }: { initialResumes: TResumeSummary[] | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useCurrentUser();
  const isSignedIn = Boolean(user);
  const canKeepResumes = Boolean(user && user.userType !== "company");
  const isHydrated = useIsHydrated();

  const form = useForm<TResumeFormValues, unknown, TResumeContent>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    defaultValues: emptyResumeValues(),
  });

  const [tab, setTab] = useState<TTab>("build");
  const [template, setTemplate] = useState<TResumeTemplate>(DEFAULT_RESUME_TEMPLATE);
  const [resumeId, setResumeId] = useState<number | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const [savedFingerprint, setSavedFingerprint] = useState<string | null>(null);
  const [isRestored, setIsRestored] = useState(false);
  const [busy, setBusy] = useState<TBusy>(null);
  const [unmapped, setUnmapped] = useState<string[] | null>(null);
  const [confirm, setConfirm] = useState<TConfirm>(null);
  const [renaming, setRenaming] = useState<TResumeSummary | null>(null);
  const [listState, setListState] = useState<TResumeListState>(
    initialResumes ? { status: "ready", resumes: initialResumes } : { status: "loading" },
  );
  const [shownInitialResumes, setShownInitialResumes] = useState(initialResumes);
  const [listAttempt, setListAttempt] = useState(0);
  const hasPreview = resumeId !== null;

  // A fresh loader answer (after a navigation) replaces the list shown.
  if (initialResumes && initialResumes !== shownInitialResumes) {
    setShownInitialResumes(initialResumes);
    setListState({ status: "ready", resumes: initialResumes });
  }

  const refreshList = useCallback(async () => {
    try {
      const resumes = await resumeApi.list();
      setListState({ status: "ready", resumes });
    } catch {
      setListState((state) => (state.status === "ready" ? state : { status: "failed" }));
    }
  }, []);

  // Without a list from the loader (it failed), the browser asks, and asks again on retry.
  useEffect(() => {
    if (!canKeepResumes || initialResumes) return;
    let isCurrent = true;
    resumeApi
      .list()
      .then((resumes) => isCurrent && setListState({ status: "ready", resumes }))
      .catch(() => isCurrent && setListState({ status: "failed" }));
    return () => {
      isCurrent = false;
    };
  }, [canKeepResumes, initialResumes, listAttempt]);

  // --- The draft in browser storage -------------------------------------------------------

  const writeDraftNow = useCallback(() => {
    const storage = browserStorage();
    if (!storage) return;
    writeResumeDraft(storage, {
      values: form.getValues(),
      resumeId,
      title,
      template,
      savedFingerprint,
      updatedAt: new Date().toISOString(),
    });
  }, [form, resumeId, title, template, savedFingerprint]);

  useEffect(() => {
    if (!isRestored) return;
    writeDraftNow();
    let timer: number | undefined;
    // Clears counted when the write was scheduled: a sign-out meanwhile cleared the draft for
    // good, and this write must not bring it back.
    let clearsWhenScheduled = 0;
    const flush = () => {
      window.clearTimeout(timer);
      if (timer !== undefined && resumeDraftClearCount() === clearsWhenScheduled) writeDraftNow();
      timer = undefined;
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        window.clearTimeout(timer);
        clearsWhenScheduled = resumeDraftClearCount();
        timer = window.setTimeout(flush, RESUME_DRAFT_DEBOUNCE_MS);
      },
    });
    // A reload while the debounce waits still keeps the last keystrokes.
    const onPageHide = () => flush();
    window.addEventListener("pagehide", onPageHide);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [form, isRestored, writeDraftNow]);

  const loadIntoForm = useCallback(
    (options: {
      values: TResumeFormValues;
      resumeId: number | null;
      title: string | null;
      template: TResumeTemplate;
      savedFingerprint: string | null;
    }) => {
      form.reset(options.values);
      setResumeId(options.resumeId);
      setTitle(options.title);
      setTemplate(options.template);
      setSavedFingerprint(options.savedFingerprint);
    },
    [form],
  );

  const openResume = useCallback(
    async (id: number) => {
      try {
        const resume = await resumeApi.get(id);
        const values = toFormValues(resume);
        const resumeTemplate = toTemplate(resume.template);
        loadIntoForm({
          values,
          resumeId: resume.id,
          title: resume.title,
          template: resumeTemplate,
          savedFingerprint: fingerprintResume(values, resumeTemplate),
        });
        setTab("build");
        return true;
      } catch {
        notify({
          title: t("resumeBuilder.myResumes.actionFailedTitle"),
          description: t("resumeBuilder.myResumes.openFailed"),
          variant: "destructive",
        });
        return false;
      }
    },
    [loadIntoForm, t],
  );

  // Once, after hydration: the stored draft, or the resume a link asks for (?id=123).
  const deepLinkId = parseId(searchParams.get("id"));
  const restoreOnce = useRef(false);
  useEffect(() => {
    if (restoreOnce.current) return;
    restoreOnce.current = true;
    const storage = browserStorage();
    const draft = storage ? readResumeDraft(storage) : null;
    const wantsOther = deepLinkId !== null && canKeepResumes && draft?.resumeId !== deepLinkId;
    // Browser storage exists only after hydration: restoring from it is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft && !wantsOther) loadIntoForm(draft);
    const finish = () => {
      setIsRestored(true);
      // The link has done its job; from here the draft remembers what is open.
      if (deepLinkId !== null) setSearchParams({}, { replace: true, preventScrollReset: true });
    };
    if (wantsOther) void openResume(deepLinkId).finally(finish);
    else finish();
  }, [canKeepResumes, deepLinkId, loadIntoForm, openResume, setSearchParams]);

  // --- Helpers ----------------------------------------------------------------------------

  const hasUnsavedChanges = useCallback(() => {
    const values = form.getValues();
    if (resumeId === null) return hasAnyContent(values);
    return fingerprintResume(values, template) !== savedFingerprint;
  }, [form, resumeId, template, savedFingerprint]);

  /** Asks before throwing away unsaved work; runs `action` at once when there is none. */
  const guardUnsaved = (action: () => void) => {
    if (hasUnsavedChanges()) setConfirm({ kind: "discard", onConfirm: action });
    else action();
  };

  const requireSignIn = (description: string) => {
    notify({ title: t("resumeBuilder.toasts.loginRequiredTitle"), description, variant: "destructive" });
    writeDraftNow();
    storeRedirectAfterLogin(BUILDER_PATH);
    void navigate("/login");
  };

  const showServerFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [path, text] of Object.entries(error.fieldErrors)) {
      form.setError(path as never, { type: "server", message: KEY_BY_TEXT.get(text) ?? text });
    }
  };

  /** POST or PUT the valid content; answers the saved id, or null after telling why not. */
  const persist = async (content: TResumeContent): Promise<number | null> => {
    const savedTitle = title ?? defaultResumeTitle(content.personalInfo.fullName);
    const body = { ...content, title: savedTitle, template };
    const fingerprint = fingerprintResume(form.getValues(), template);
    try {
      let id = resumeId;
      let newTitle = savedTitle;
      if (id !== null) {
        try {
          newTitle = (await resumeApi.update(id, body)).title;
        } catch (error) {
          // Deleted meanwhile (another tab): it becomes a new resume rather than failing.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
          id = null;
        }
      }
      if (id === null) id = (await resumeApi.create(body)).id;
      setResumeId(id);
      setTitle(newTitle);
      setSavedFingerprint(fingerprint);
      void refreshList();
      return id;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        requireSignIn(t("resumeBuilder.toasts.loginRequiredSave"));
        return null;
      }
      showServerFieldErrors(error);
      notify({
        title: t("resumeBuilder.toasts.saveFailedTitle"),
        description:
          error instanceof ApiError && error.status === 403 && error.message
            ? error.message
            : t("resumeBuilder.toasts.saveFailedDescription"),
        variant: "destructive",
      });
      return null;
    }
  };

  /** Validates, then saves (spec-1 section 4); the form tab shows what is missing. */
  const validateAndSave = (onSaved: (id: number) => void, onInvalid?: () => void) =>
    form.handleSubmit(
      async (content) => {
        const id = await persist(content);
        if (id !== null) onSaved(id);
      },
      (_errors: FieldErrors<TResumeFormValues>) => {
        setTab("build");
        onInvalid?.();
      },
    )();

  // --- Actions ----------------------------------------------------------------------------

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy === "save") return;
    if (!isSignedIn) {
      // Validate first: the person sees what is missing before being sent to sign in.
      void form.handleSubmit(() => requireSignIn(t("resumeBuilder.toasts.loginRequiredSave")))();
      return;
    }
    setBusy("save");
    void validateAndSave(() => {
      notify({ title: t("resumeBuilder.toasts.savedTitle"), description: t("resumeBuilder.toasts.savedDescription") });
      setTab("preview");
      // The submit button just went out of sight with its panel: focus follows to the tab.
      window.setTimeout(() => document.getElementById("resume-tab-preview")?.focus(), 0);
      window.scrollTo({ top: 0 });
    }).finally(() => setBusy(null));
  };

  const onSideSave = () => {
    if (!isSignedIn) return requireSignIn(t("resumeBuilder.toasts.loginRequiredSave"));
    if (busy) return;
    setBusy("save");
    void validateAndSave(() =>
      notify({ title: t("resumeBuilder.toasts.savedTitle"), description: t("resumeBuilder.toasts.savedDescription") }),
    ).finally(() => setBusy(null));
  };

  /** A saved, current resume id for download/export: saves first when there are changes. */
  const ensureSaved = async (): Promise<number | null> => {
    if (resumeId !== null && !hasUnsavedChanges()) return resumeId;
    let savedId: number | null = null;
    await validateAndSave(
      (id) => {
        savedId = id;
      },
      () =>
        notify({
          title: t("resumeBuilder.toasts.noResumeTitle"),
          description: t("resumeBuilder.toasts.noResumeDescription"),
          variant: "destructive",
        }),
    );
    return savedId;
  };

  const onDownload = async () => {
    if (!isSignedIn) return requireSignIn(t("resumeBuilder.toasts.loginRequiredDownload"));
    if (busy) return;
    if (resumeId === null && !hasAnyContent(form.getValues())) {
      notify({
        title: t("resumeBuilder.toasts.noResumeTitle"),
        description: t("resumeBuilder.toasts.noResumeDescription"),
        variant: "destructive",
      });
      return;
    }
    setBusy("download");
    try {
      const id = await ensureSaved();
      if (id === null) return;
      const url = downloadUrl(id, template);
      // spec-1 section 7: on phones the file opens in a new tab (or this one) instead.
      if (window.matchMedia(PHONE_QUERY).matches) {
        if (!window.open(url, "_blank")) window.location.assign(url);
        return;
      }
      const { blob, fileName } = await fetchFile(url);
      saveBlob(blob, fileName ?? resumeFileName(form.getValues().personalInfo.fullName));
      notify({
        title: t("resumeBuilder.toasts.downloadedTitle"),
        description: t("resumeBuilder.toasts.downloadedDescription"),
      });
    } catch {
      notify({
        title: t("resumeBuilder.toasts.downloadFailedTitle"),
        description: t("resumeBuilder.toasts.downloadFailedDescription"),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const onGenerateSummary = async () => {
    if (!isSignedIn) return requireSignIn(t("resumeBuilder.toasts.loginRequiredAi"));
    if (busy === "summary") return;
    setBusy("summary");
    const values = form.getValues();
    try {
      const { summary } = await resumeApi.generateSummary({
        personalInfo: { fullName: values.personalInfo.fullName, location: values.personalInfo.location },
        experience: values.experience,
        education: values.education.map(({ institution, degree, field, graduationDate }) => ({
          institution,
          degree,
          field,
          graduationDate,
        })),
        skills: values.skills,
      });
      form.setValue("personalInfo.summary", summary, { shouldDirty: true, shouldValidate: true });
      notify({
        title: t("resumeBuilder.toasts.summaryTitle"),
        description: t("resumeBuilder.toasts.summaryDescription"),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        requireSignIn(t("resumeBuilder.toasts.loginRequiredAi"));
        return;
      }
      notify({
        title: t("resumeBuilder.toasts.summaryFailedTitle"),
        description: t("resumeBuilder.toasts.summaryFailedDescription"),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const startNewResume = () =>
    guardUnsaved(() => {
      loadIntoForm({
        values: emptyResumeValues(),
        resumeId: null,
        title: null,
        template: DEFAULT_RESUME_TEMPLATE,
        savedFingerprint: null,
      });
      setUnmapped(null);
      setTab("build");
      document.getElementById("resume-full-name")?.focus();
    });

  const onOpen = (resume: TResumeSummary) => {
    if (resume.id === resumeId) {
      setTab("build");
      return;
    }
    guardUnsaved(() => {
      setBusy("list-action");
      void openResume(resume.id).finally(() => setBusy(null));
    });
  };

  const runListAction = async (action: () => Promise<void>) => {
    setBusy("list-action");
    try {
      await action();
    } catch (error) {
      notify({
        title: t("resumeBuilder.myResumes.actionFailedTitle"),
        description:
          error instanceof ApiError && error.message ? error.message : t("resumeBuilder.myResumes.actionFailed"),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
      void refreshList();
    }
  };

  const onRename = (resume: TResumeSummary, newTitle: string) =>
    runListAction(async () => {
      // PUT takes the whole resume: the saved content, under its new title.
      const saved = await resumeApi.get(resume.id);
      const { personalInfo, experience, education, skills, links, languages, certifications, template } = saved;
      await resumeApi.update(resume.id, {
        personalInfo,
        experience,
        education,
        skills,
        links,
        languages,
        certifications,
        template,
        title: newTitle,
      });
      if (resume.id === resumeId) setTitle(newTitle);
      setRenaming(null);
      notify({
        title: t("resumeBuilder.myResumes.renamedTitle"),
        description: t("resumeBuilder.myResumes.renamedDescription", { title: newTitle }),
      });
    });

  const onDuplicate = (resume: TResumeSummary) =>
    runListAction(async () => {
      await resumeApi.duplicate(resume.id);
      notify({
        title: t("resumeBuilder.myResumes.duplicatedTitle"),
        description: t("resumeBuilder.myResumes.duplicatedDescription"),
      });
    });

  const onDelete = (resume: TResumeSummary) =>
    runListAction(async () => {
      await resumeApi.remove(resume.id);
      setConfirm(null);
      if (resume.id === resumeId) {
        loadIntoForm({
          values: emptyResumeValues(),
          resumeId: null,
          title: null,
          template: DEFAULT_RESUME_TEMPLATE,
          savedFingerprint: null,
        });
        setTab("build");
      }
      notify({
        title: t("resumeBuilder.myResumes.deletedTitle"),
        description: t("resumeBuilder.myResumes.deletedDescription", { title: resume.title }),
      });
    });

  const onImportFile = async (file: File) => {
    const fail = (description: string) =>
      notify({ title: t("resumeBuilder.jsonResume.invalidFileTitle"), description, variant: "destructive" });
    if (file.size > RESUME_BODY_LIMIT_BYTES) return fail(t("resumeBuilder.jsonResume.tooLarge"));
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      return fail(t("resumeBuilder.jsonResume.invalidFile"));
    }
    if (!document || typeof document !== "object" || Array.isArray(document)) {
      return fail(t("resumeBuilder.jsonResume.invalidFile"));
    }
    setBusy("import");
    let answer: { draft: unknown; unmapped: string[] };
    try {
      answer = await resumeApi.importJsonResume(document);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        return requireSignIn(t("resumeBuilder.jsonResume.loginRequired"));
      }
      return fail(
        error instanceof ApiError && error.message ? error.message : t("resumeBuilder.jsonResume.importFailed"),
      );
    } finally {
      setBusy(null);
    }
    guardUnsaved(() => {
      loadIntoForm({
        values: toFormValues(answer.draft),
        resumeId: null,
        title: null,
        template,
        savedFingerprint: null,
      });
      const notMapped = Array.isArray(answer.unmapped)
        ? answer.unmapped.filter((item) => typeof item === "string")
        : [];
      setUnmapped(notMapped.length ? notMapped : null);
      setTab("build");
      // The notice and the filled form are at the top; the import button may be far below.
      window.scrollTo({ top: 0 });
      notify({
        title: t("resumeBuilder.jsonResume.importedTitle"),
        description: notMapped.length
          ? t("resumeBuilder.jsonResume.importedPartialDescription")
          : t("resumeBuilder.jsonResume.importedDescription"),
      });
    });
  };

  const onExportJson = async () => {
    if (!isSignedIn) return requireSignIn(t("resumeBuilder.jsonResume.loginRequired"));
    if (busy) return;
    setBusy("export");
    try {
      const id = await ensureSaved();
      if (id === null) return;
      const { blob, fileName } = await fetchFile(jsonResumeUrl(id));
      const name = fileName ?? "resume.json";
      saveBlob(blob, name);
      notify({
        title: t("resumeBuilder.jsonResume.exportedTitle"),
        description: t("resumeBuilder.jsonResume.exportedDescription", { fileName: name }),
      });
    } catch {
      notify({
        title: t("resumeBuilder.jsonResume.exportFailedTitle"),
        description: t("resumeBuilder.jsonResume.exportFailed"),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const onTabKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key) || !hasPreview) return;
    event.preventDefault();
    const next: TTab = tab === "build" ? "preview" : "build";
    setTab(next);
    document.getElementById(`resume-tab-${next}`)?.focus();
  };

  const progress = hasPreview ? PROGRESS_SAVED : PROGRESS_START;

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

      <div className="mt-5">
        <div className="flex items-center justify-between text-sm">
          <span id="resume-progress-label" className="font-medium text-gray-900">
            {t("resumeBuilder.progress.label")}
          </span>
          <span className="text-gray-700">{t("resumeBuilder.progress.value", { value: progress })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="resume-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full rounded-full bg-primary-700 transition-[width] duration-500"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="min-w-0">
          <div
            role="tablist"
            aria-label={t("resumeBuilder.tabs.label")}
            onKeyDown={onTabKeyDown}
            className="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1 sm:inline-grid sm:w-auto"
          >
            {(["build", "preview"] as const).map((name) => {
              const isSelected = tab === name;
              const Icon = name === "build" ? FileText : Eye;
              return (
                <button
                  key={name}
                  id={`resume-tab-${name}`}
                  type="button"
                  role="tab"
                  aria-selected={isSelected}
                  aria-controls={`resume-panel-${name}`}
                  tabIndex={isSelected ? 0 : -1}
                  disabled={name === "preview" && !hasPreview}
                  onClick={() => setTab(name)}
                  className={cn(
                    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-medium transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
                    "disabled:cursor-not-allowed disabled:text-gray-500",
                    isSelected ? "bg-white text-gray-900 shadow-sm" : "text-gray-700 hover:text-gray-900",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`resumeBuilder.tabs.${name}`)}
                </button>
              );
            })}
          </div>

          {unmapped ? (
            <div
              role="region"
              aria-labelledby="resume-unmapped-title"
              className="mt-4 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
            >
              <div className="min-w-0 flex-1">
                <h2 id="resume-unmapped-title" className="text-sm font-semibold text-amber-950">
                  {t("resumeBuilder.jsonResume.unmappedTitle")}
                </h2>
                <p className="mt-1 text-sm text-amber-950">{t("resumeBuilder.jsonResume.unmappedBody")}</p>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {unmapped.map((field) => (
                    <li
                      key={field}
                      className="rounded-md bg-white px-2 py-0.5 font-mono text-xs break-all text-amber-950 ring-1 ring-amber-200"
                    >
                      {field}
                    </li>
                  ))}
                </ul>
              </div>
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setUnmapped(null)}
                aria-label={t("resumeBuilder.jsonResume.dismiss")}
                className="-me-2 -mt-2 shrink-0 text-amber-950 hover:bg-amber-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
          ) : null}

          <div
            id="resume-panel-build"
            role="tabpanel"
            aria-labelledby="resume-tab-build"
            hidden={tab !== "build"}
            className="mt-4"
          >
            <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label={t("resumeBuilder.tabs.build")}>
              <p className="text-sm text-gray-600">{t("resumeBuilder.requiredNote")}</p>
              <PersonalInfoCard
                form={form}
                isReady={isRestored}
                isGenerating={busy === "summary"}
                onGenerateSummary={() => void onGenerateSummary()}
              />
              <ExperienceCard form={form} />
              <EducationCard form={form} />
              <SkillsCard form={form} />
              <LinksCard form={form} />
              <LanguagesCard form={form} />
              <CertificationsCard form={form} />
              <Button type="submit" size="lg" disabled={!isHydrated || busy === "save"} className="w-full sm:w-auto">
                {busy === "save" ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : null}
                {busy === "save" ? t("resumeBuilder.submitting") : t("resumeBuilder.submit")}
              </Button>
            </form>
          </div>

          <div
            id="resume-panel-preview"
            role="tabpanel"
            aria-labelledby="resume-tab-preview"
            hidden={tab !== "preview"}
            className="mt-4"
          >
            {tab === "preview" ? (
              <>
                <div className="mb-4 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => setTab("build")}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t("resumeBuilder.preview.edit")}
                  </Button>
                  <Button onClick={() => void onDownload()} disabled={busy === "download"}>
                    {busy === "download" ? (
                      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                    ) : (
                      <Download aria-hidden="true" className="size-4" />
                    )}
                    {busy === "download" ? t("resumeBuilder.preview.downloading") : t("resumeBuilder.preview.download")}
                  </Button>
                </div>
                <div className="rounded-xl bg-gray-100 p-2 sm:p-6">
                  <ResumePreview resume={{ ...form.getValues(), title: title ?? undefined }} template={template} />
                </div>
              </>
            ) : null}
          </div>
        </div>

        <aside className="flex min-w-0 flex-col gap-6">
          <TemplateOptions template={template} onChange={setTemplate} />
          <ExportOptions
            isSignedIn={isSignedIn}
            isDownloading={busy === "download"}
            isSaving={busy === "save"}
            onDownload={() => void onDownload()}
            onSave={onSideSave}
          />
          {canKeepResumes ? (
            <div className="lg:order-first">
              <MyResumes
                state={listState}
                currentId={resumeId}
                onRetry={() => {
                  setListState({ status: "loading" });
                  setListAttempt((attempt) => attempt + 1);
                  void refreshList();
                }}
                onNew={startNewResume}
                onOpen={onOpen}
                onRename={setRenaming}
                onDuplicate={(resume) => void onDuplicate(resume)}
                onDelete={(resume) => setConfirm({ kind: "delete", resume })}
              />
            </div>
          ) : null}
          <JsonResumeCard
            isImporting={busy === "import"}
            isExporting={busy === "export"}
            onExport={() => void onExportJson()}
            onImportFile={(file) => void onImportFile(file)}
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
