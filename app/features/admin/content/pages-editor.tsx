import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "~/lib/localized-links";
import { ArrowLeft } from "lucide-react";
import type { TFieldErrors } from "@common/errors/error-body";
import { type TSitePage } from "@common/site/pages";
import {
  PAGE_DESCRIPTION_MAX,
  PAGE_TITLE_MAX,
  PAGE_SLUG_MAX,
  WELL_KNOWN_PAGE_SLUGS,
  type TWellKnownPageSlug,
} from "@common/site/page-paths";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { Tabs } from "~/components/ui/tabs";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { SectionHeading } from "./pages-heading";
import { createAdminPage, updateAdminPage } from "./pages-api";
import { MarkdownPreview } from "./pages-preview";

type TDraft = { slug: string; title: string; description: string; body: string; isPublished: boolean };

const EMPTY: TDraft = { slug: "", title: "", description: "", body: "", isPublished: false };

/**
 * A page's form: the four well-known pages as quick starts (new pages only), title, address,
 * description, the Markdown in a monospace text area beside a Preview tab, and whether it is
 * published. The server checks everything again; its field errors show under their fields.
 */
export function PageEditor({ page, backHref }: { page: TSitePage | null; backHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [draft, setDraft] = useState<TDraft>(page ?? EMPTY);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const set = (patch: Partial<TDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function quickStart(slug: TWellKnownPageSlug) {
    const title = t(`adminContentPages.editor.quickStart.${slug}`);
    set({ slug, title, body: draft.body || `# ${title}\n\n` });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setErrors({});
    try {
      const saved = page ? await updateAdminPage(page.id, draft) : await createAdminPage(draft);
      dismissFailures();
      notify({ title: t("adminContentPages.editor.saved"), description: saved.title });
      navigate(backHref, { preventScrollReset: true });
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notify({ title: t(errorMessageKey(error, "adminContentPages.editor.saveFailed")), variant: "destructive" });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className="space-y-6">
      <Link
        to={backHref}
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-2 rounded text-sm font-medium text-primary-700 hover:text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("adminContentPages.editor.back")}
      </Link>
      <SectionHeading title={t(page ? "adminContentPages.editor.editTitle" : "adminContentPages.editor.newTitle")} />
      {page ? null : (
        <div role="group" aria-labelledby={`${id}-starts`} aria-describedby={`${id}-starts-hint`}>
          <p id={`${id}-starts`} className="text-sm font-medium text-gray-900">
            {t("adminContentPages.editor.quickStarts")}
          </p>
          <p id={`${id}-starts-hint`} className="text-sm text-gray-600">
            {t("adminContentPages.editor.quickStartsHint")}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {WELL_KNOWN_PAGE_SLUGS.map((slug) => (
              <Button key={slug} variant="secondary" onClick={() => quickStart(slug)}>
                {t(`adminContentPages.editor.quickStart.${slug}`)}
              </Button>
            ))}
          </div>
        </div>
      )}
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          <FormField
            id={`${id}-title`}
            label={t("adminContentPages.editor.titleLabel")}
            isRequired
            error={errors.title}
          >
            {(control) => (
              <Input
                {...control}
                value={draft.title}
                maxLength={PAGE_TITLE_MAX}
                onChange={(event) => set({ title: event.target.value })}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-slug`}
            label={t("adminContentPages.editor.slugLabel")}
            isRequired
            hint={t("adminContentPages.editor.slugHint", { slug: draft.slug || "…" })}
            error={errors.slug}
          >
            {(control) => (
              <Input
                {...control}
                value={draft.slug}
                maxLength={PAGE_SLUG_MAX}
                autoCapitalize="none"
                spellCheck={false}
                dir="ltr"
                onChange={(event) => set({ slug: event.target.value.toLowerCase() })}
              />
            )}
          </FormField>
        </div>
        <FormField
          id={`${id}-description`}
          label={t("adminContentPages.editor.descriptionLabel")}
          hint={t("adminContentPages.editor.descriptionHint", {
            count: draft.description.length,
            max: PAGE_DESCRIPTION_MAX,
          })}
          error={errors.description}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={draft.description}
              maxLength={PAGE_DESCRIPTION_MAX}
              onChange={(event) => set({ description: event.target.value })}
              className={cn(inputClasses, "min-h-20")}
            />
          )}
        </FormField>
        <Tabs
          label={t("adminContentPages.editor.tabsLabel")}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              key: "write",
              label: t("adminContentPages.editor.write"),
              panel: (
                <FormField
                  id={`${id}-body`}
                  label={t("adminContentPages.editor.bodyLabel")}
                  hint={t("adminContentPages.editor.bodyHint")}
                  error={errors.body}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      rows={16}
                      value={draft.body}
                      spellCheck
                      onChange={(event) => set({ body: event.target.value })}
                      className={cn(inputClasses, "min-h-80 font-mono text-sm leading-6")}
                    />
                  )}
                </FormField>
              ),
            },
            {
              key: "preview",
              label: t("adminContentPages.editor.preview"),
              panel: tab === "preview" ? <MarkdownPreview source={draft.body} /> : null,
            },
          ]}
        />
        <div className="flex items-start gap-3">
          <input
            id={`${id}-published`}
            type="checkbox"
            checked={draft.isPublished}
            onChange={(event) => set({ isPublished: event.target.checked })}
            aria-describedby={`${id}-published-hint`}
            className="mt-0.5 size-5 rounded border-gray-400 text-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
          />
          <div>
            <label htmlFor={`${id}-published`} className="text-sm font-medium text-gray-900">
              {t("adminContentPages.editor.publishedLabel")}
            </label>
            <p id={`${id}-published-hint`} className="text-sm text-gray-600">
              {t("adminContentPages.editor.publishedHint")}
            </p>
          </div>
        </div>
        <Button type="submit" disabled={isSaving}>
          {t(isSaving ? "adminContentPages.editor.saving" : "adminContentPages.editor.save")}
        </Button>
      </form>
    </section>
  );
}
