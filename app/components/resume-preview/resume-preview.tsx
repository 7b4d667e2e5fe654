import { useTranslation } from "react-i18next";
import { textDirection } from "@common/i18n";
import { toDisplayResume, visibleSections } from "@common/resumes/display-resume";
import { PAGE_DIMENSIONS, resumePageSize } from "@common/resumes/page-size";
import type { TResumeContentInput, TResumeTemplate } from "@common/resumes/schema";
import { cn } from "~/lib/cn";
import { CreativeTemplate } from "./creative";
import { ExecutiveTemplate } from "./executive";
import { ModernTemplate } from "./modern";
import { ProfessionalTemplate } from "./professional";
import type { TTemplateProps } from "./shared";
import { useResumeText } from "./use-resume-text";

const TEMPLATES: Record<TResumeTemplate, (props: TTemplateProps) => React.ReactNode> = {
  professional: ProfessionalTemplate,
  modern: ModernTemplate,
  creative: CreativeTemplate,
  executive: ExecutiveTemplate,
};

/**
 * The resume as a paper page in the chosen design (docs/resume-templates.md), the same
 * design the PDF uses. Takes the builder's form values as they are (blank fields and
 * half-filled entries are left out), so it can follow the form live.
 *
 * The page is laid out in `em` on a font size that follows the container width, so it keeps
 * the proportions of its paper (Letter or A4, common/resumes/page-size.ts) at desktop width and reflows, still legible, on a phone instead of shrinking.
 */
export function ResumePreview({
  resume,
  template,
  className,
}: {
  resume: TResumeContentInput & { title?: string };
  template: TResumeTemplate;
  className?: string;
}) {
  const { t } = useTranslation();
  // The page's headings follow the resume's language (its PDF's), not the builder's.
  const text = useResumeText(resume.language);
  const display = toDisplayResume(resume);
  const Template = TEMPLATES[template] ?? ProfessionalTemplate;
  const title = resume.title?.trim();
  const pageSize = resumePageSize(resume);
  const page = PAGE_DIMENSIONS[pageSize];
  return (
    <div className={cn("@container w-full min-w-0", className)}>
      <article
        aria-label={title ? `${t("resumeTemplates.previewLabel")}: ${title}` : t("resumeTemplates.previewLabel")}
        data-template={template}
        data-page-size={pageSize}
        lang={text.locale}
        // Laid out in the resume's own direction, as its PDF is: an Arabic resume from the right on
        // an English page, an English one from the left on an Arabic page.
        dir={textDirection(text.locale)}
        // The page keeps the proportions of its paper (Letter or A4), as the PDF does.
        style={{ minHeight: `calc(100cqw * ${page.height} / ${page.width})` }}
        className={cn(
          "relative mx-auto flex w-full flex-col overflow-hidden bg-white text-[#1f2937]",
          "rounded-[2px] shadow-[0_1px_3px_rgba(15,23,42,0.12),0_8px_24px_-6px_rgba(15,23,42,0.18)] ring-1 ring-black/5",
          // 10 pt body on an A4 page 794 px wide; never below 11.5 px so a phone can read it.
          "text-[length:clamp(11.5px,1.68cqw,13.33px)] leading-[1.45] break-words",
          // 40 pt margins at A4 width, narrower on a phone.
          "[--page-margin:clamp(18px,6.72cqw,53.3px)]",
        )}
      >
        <Template resume={display} sections={visibleSections(display)} text={text} />
      </article>
    </div>
  );
}
