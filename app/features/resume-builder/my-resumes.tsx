import { Copy, FilePlus2, FileText, MoreVertical, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TResumeSummary } from "@common/resumes/schema";
import { Button, buttonClasses, PlainButton } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { ListState } from "~/components/ui/list-state";
import { cn } from "~/lib/cn";
import { formatDate } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

export type TResumeListState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; resumes: TResumeSummary[] };

/** The signed-in seeker's saved resumes: open, rename, duplicate, delete, new. */
export function MyResumes(props: {
  state: TResumeListState;
  currentId: number | null;
  onRetry: () => void;
  onNew: () => void;
  onOpen: (resume: TResumeSummary) => void;
  onRename: (resume: TResumeSummary) => void;
  onDuplicate: (resume: TResumeSummary) => void;
  onDelete: (resume: TResumeSummary) => void;
}) {
  const { t } = useTranslation();
  const { state } = props;
  const locale = useFormatLocale();
  return (
    <section
      id="my-resumes"
      aria-labelledby="my-resumes-title"
      className="scroll-mt-20 rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="my-resumes-title" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <FileText aria-hidden="true" className="size-5 text-primary-700" />
        {t("resumeBuilder.myResumes.title")}
      </h2>

      {state.status === "loading" ? (
        <ListState
          status="loading"
          label={t("resumeBuilder.myResumes.loading")}
          className="mt-4"
          placeholder={
            <ul className="space-y-2">
              {[0, 1].map((index) => (
                <li key={index} className="space-y-2 rounded-lg border border-gray-100 p-3">
                  <div className="h-4 w-3/4 animate-pulse rounded bg-gray-200" />
                  <div className="h-3 w-1/2 animate-pulse rounded bg-gray-200" />
                </li>
              ))}
            </ul>
          }
        />
      ) : null}

      {state.status === "failed" ? (
        <ListState
          status="failed"
          message={t("resumeBuilder.myResumes.loadFailed")}
          retryLabel={t("resumeBuilder.myResumes.retry")}
          onRetry={props.onRetry}
          className="mt-4"
        />
      ) : null}

      {state.status === "ready" && state.resumes.length === 0 ? (
        <ListState
          status="empty"
          title={t("resumeBuilder.myResumes.emptyTitle")}
          body={t("resumeBuilder.myResumes.emptyBody")}
          className="mt-4"
        />
      ) : null}

      {state.status === "ready" && state.resumes.length > 0 ? (
        <ul className="mt-3 space-y-1">
          {state.resumes.map((resume) => {
            const isCurrent = resume.id === props.currentId;
            const updated = new Date(resume.updatedAt);
            return (
              <li
                key={resume.id}
                className={cn(
                  "flex items-center gap-1 rounded-lg border",
                  isCurrent ? "border-primary-200 bg-primary-50" : "border-transparent hover:bg-gray-50",
                )}
              >
                <PlainButton
                  type="button"
                  onClick={() => props.onOpen(resume)}
                  aria-current={isCurrent ? "true" : undefined}
                  className="min-w-0 flex-1 rounded-lg px-3 py-2 text-start focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
                >
                  {/* Named by what it shows, "Open" first (WCAG 2.5.3, label in name). */}
                  <span className="sr-only">{t("resumeBuilder.myResumes.open")} </span>
                  <span title={resume.title} className="block truncate text-sm font-semibold text-gray-900">
                    {resume.title}
                  </span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
                    <time
                      dateTime={resume.updatedAt}
                      title={formatDate(updated, locale, { dateStyle: "full", timeStyle: "short" })}
                      suppressHydrationWarning
                    >
                      {t("resumeBuilder.myResumes.updated", { date: formatDate(updated, locale) })}
                    </time>
                    <span aria-hidden="true">·</span>
                    <span>{t(`resumeBuilder.templates.${resume.template}`)}</span>
                    {isCurrent ? (
                      <span className="rounded-full bg-primary-700 px-2 py-px text-[11px] font-semibold text-white">
                        {t("resumeBuilder.myResumes.editing")}
                      </span>
                    ) : null}
                  </span>
                </PlainButton>
                <DropdownMenu modal={false}>
                  <DropdownMenuTrigger asChild>
                    <PlainButton
                      className={buttonClasses({ variant: "ghost", size: "icon", className: "shrink-0" })}
                      aria-label={t("resumeBuilder.myResumes.actions", { title: resume.title })}
                    >
                      <MoreVertical aria-hidden="true" className="size-5" />
                    </PlainButton>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent className="min-w-44">
                    <DropdownMenuItem onSelect={() => props.onRename(resume)}>
                      <Pencil aria-hidden="true" />
                      {t("resumeBuilder.myResumes.rename")}
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => props.onDuplicate(resume)}>
                      <Copy aria-hidden="true" />
                      {t("resumeBuilder.myResumes.duplicate")}
                    </DropdownMenuItem>
                    <DropdownMenuItem
                      onSelect={() => props.onDelete(resume)}
                      className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 [&_svg]:text-red-700"
                    >
                      <Trash2 aria-hidden="true" />
                      {t("resumeBuilder.myResumes.delete")}
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </li>
            );
          })}
        </ul>
      ) : null}

      <Button variant="secondary" onClick={props.onNew} className="mt-4 w-full border-dashed">
        <FilePlus2 aria-hidden="true" className="size-4" />
        {t("resumeBuilder.myResumes.new")}
      </Button>
    </section>
  );
}
