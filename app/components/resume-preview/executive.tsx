import type { TResumeSection } from "@common/resumes/format";
import {
  entryLines,
  entryViews,
  skillGroupView,
  TEMPLATE_LAYOUTS,
  templateSections,
} from "@common/resumes/template-layout";
import { ContactLines, EntryList, FieldLines, RichText, type TTemplateProps } from "./shared";

// Executive (docs/resume-templates.md): one column with generous spacing, serif name and
// headings, charcoal text and thin gold rules; the company in bold capitals with its dates;
// skills as one comma-separated paragraph; entries in the order of common/resumes/template-layout.ts.
const SERIF = "font-['Noto_Serif','Source_Serif_Pro',Georgia,Cambria,'Times_New_Roman',serif]";
const CHARCOAL = "text-[#1f2937]";
const META = "text-[#57534e]";

const layout = TEMPLATE_LAYOUTS.executive;
const LINE = {
  separator: layout.separator,
  separatorClassName: META,
  fieldClassNames: {
    company: `font-bold tracking-[0.06em] uppercase ${CHARCOAL}`,
    dates: `${META} text-[0.95em] tabular-nums`,
    position: `${SERIF} text-[1.05em] text-[#a16207]`,
    title: `font-bold ${CHARCOAL}`,
    institution: META,
    graduationDate: `${META} text-[0.95em] tabular-nums`,
    gpa: `${META} text-[0.95em]`,
    name: `font-semibold ${CHARCOAL}`,
    issuer: META,
    date: `${META} text-[0.95em] tabular-nums`,
    subtitle: `font-bold ${CHARCOAL}`,
    meta: META,
    tags: META,
  },
};

export function ExecutiveTemplate({ resume, sections, text }: TTemplateProps) {
  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} className="text-[1.02em] leading-[1.6]" />;
      case "experience":
        return (
          <div className="space-y-[1.3em]">
            {resume.experience.map((entry, index) => (
              <article key={index}>
                <FieldLines lines={entryLines(layout.experience, text.experienceTexts(entry))} {...LINE} />
                <RichText
                  value={entry.description}
                  className="mt-[0.4em] leading-[1.55]"
                  bulletClassName="marker:text-[#a16207]"
                />
              </article>
            ))}
          </div>
        );
      case "education":
        return (
          <div className="space-y-[1em]">
            {resume.education.map((entry, index) => (
              <article key={index}>
                <FieldLines lines={entryLines(layout.education, text.educationTexts(entry))} {...LINE} />
              </article>
            ))}
          </div>
        );
      case "skills":
        return (
          <>
            <EntryList
              template="executive"
              entries={resume.skillGroups.map(skillGroupView)}
              className="mb-[0.4em] space-y-[0.2em]"
              line={LINE}
            />
            {resume.skills.length > 0 && (
              <p dir="auto" className="leading-[1.6]">
                {resume.skills.join(layout.separator)}
              </p>
            )}
          </>
        );
      case "languages":
        return (
          <p dir="auto" className="leading-[1.6]">
            {resume.languages.map(text.languageText).join(layout.separator)}
          </p>
        );
      case "certifications":
        return (
          <div className="space-y-[0.5em]">
            {resume.certifications.map((entry, index) => (
              <FieldLines
                key={index}
                lines={entryLines(layout.certification, text.certificationTexts(entry))}
                hrefs={{ name: entry.url || undefined }}
                {...LINE}
              />
            ))}
          </div>
        );
      default:
        return (
          <EntryList
            template="executive"
            entries={entryViews(resume, section, text)}
            className="space-y-[1em]"
            bulletClassName="marker:text-[#a16207]"
            line={LINE}
          />
        );
    }
  };

  return (
    <div className={`px-[calc(var(--page-margin)*1.1)] py-(--page-margin) ${CHARCOAL}`}>
      <header className="text-center">
        <h2 dir="auto" className={`${SERIF} text-[2.3em] leading-tight font-semibold tracking-[0.14em] uppercase`}>
          {resume.fullName || <span className="text-[#6b7280]">{text.words.emptyName}</span>}
        </h2>
        {resume.headline && (
          <p dir="auto" className={`${SERIF} mt-[0.3em] text-[1.2em] text-[#a16207]`}>
            {resume.headline}
          </p>
        )}
        <div aria-hidden="true" className="mx-auto mt-[0.6em] h-px w-[5em] bg-[#a16207]" />
        <ContactLines items={resume.contact} className={`mt-[0.6em] text-[0.95em] ${META}`} />
      </header>
      {templateSections("executive", sections).main.map((section) => (
        <section key={section} data-section={section} className="mt-[2em]">
          <h3
            className={`${SERIF} mb-[0.9em] border-y-[0.5px] border-[#a16207] py-[0.25em] text-center text-[1.15em] font-semibold tracking-[0.1em] text-[#1f2937] [font-variant-caps:small-caps]`}
          >
            {text.heading(section)}
          </h3>
          {renderSection(section)}
        </section>
      ))}
    </div>
  );
}
