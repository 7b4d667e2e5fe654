import type { TResumeSection } from "@common/resumes/format";
import {
  entryLines,
  entryViews,
  skillGroupView,
  TEMPLATE_LAYOUTS,
  templateSections,
} from "@common/resumes/template-layout";
import { ContactLines, EntryList, FieldLines, RichText, type TTemplateProps } from "./shared";

// Professional (docs/resume-templates.md): one column, name and contact centred, uppercase
// navy headings over a full-width rule; entries in the order of common/resumes/template-layout.ts.
const NAVY = "text-[#1e3a5f]";
const META = "text-[#475569]";

const layout = TEMPLATE_LAYOUTS.professional;
const LINE = {
  separator: layout.separator,
  separatorClassName: META,
  fieldClassNames: {
    position: "text-[1.08em] font-bold text-[#0f172a]",
    company: NAVY,
    dates: `${META} tabular-nums`,
    title: "font-bold text-[#0f172a]",
    institution: NAVY,
    graduationDate: `${META} tabular-nums`,
    gpa: META,
    name: `font-bold ${NAVY}`,
    issuer: META,
    date: `${META} tabular-nums`,
    subtitle: NAVY,
    meta: META,
    tags: META,
  },
};

export function ProfessionalTemplate({ resume, sections, text }: TTemplateProps) {
  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} />;
      case "experience":
        return (
          <div className="space-y-[1em]">
            {resume.experience.map((entry, index) => (
              <article key={index}>
                <FieldLines lines={entryLines(layout.experience, text.experienceTexts(entry))} {...LINE} />
                <RichText value={entry.description} className="mt-[0.3em] text-[#1f2937]" />
              </article>
            ))}
          </div>
        );
      case "education":
        return (
          <div className="space-y-[0.8em]">
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
              template="professional"
              entries={resume.skillGroups.map(skillGroupView)}
              className="mb-[0.4em] space-y-[0.2em]"
              line={LINE}
            />
            {resume.skills.length > 0 && <p dir="auto">{resume.skills.join(layout.separator)}</p>}
          </>
        );
      case "languages":
        return <p dir="auto">{resume.languages.map(text.languageText).join(layout.separator)}</p>;
      case "certifications":
        return (
          <div className="space-y-[0.4em]">
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
            template="professional"
            entries={entryViews(resume, section, text)}
            bulletClassName="marker:text-[#1e3a5f]"
            line={LINE}
          />
        );
    }
  };

  return (
    <div className="p-(--page-margin)">
      <header className="text-center">
        <h2 dir="auto" className={`text-[2.2em] leading-tight font-bold ${NAVY}`}>
          {resume.fullName || <span className="text-[#6b7280]">{text.words.emptyName}</span>}
        </h2>
        {resume.headline && (
          <p dir="auto" className="mt-[0.2em] text-[1.2em] text-[#1f2937]">
            {resume.headline}
          </p>
        )}
        <ContactLines items={resume.contact} className={`mt-[0.5em] ${META}`} />
      </header>
      {templateSections("professional", sections).main.map((section) => (
        <section key={section} data-section={section} className="mt-[1.4em]">
          <h3
            className={`mb-[0.6em] border-b-[0.1em] border-[#1e3a5f] pb-[0.2em] text-[1.1em] font-bold tracking-[0.08em] uppercase ${NAVY}`}
          >
            {text.heading(section)}
          </h3>
          {renderSection(section)}
        </section>
      ))}
    </div>
  );
}
