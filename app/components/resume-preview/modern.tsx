import type { TResumeSection } from "@common/resumes/format";
import { latestPosition } from "@common/resumes/format";
import {
  entryLines,
  entryViews,
  skillGroupView,
  TEMPLATE_LAYOUTS,
  templateSections,
} from "@common/resumes/template-layout";
import { CONTACT_ICONS, ContactValue, EntryList, FieldLines, RichText, type TTemplateProps } from "./shared";

// Modern (docs/resume-templates.md): one reading flow, as in the PDF, with a decorative indigo
// rail down the left edge; the name with the latest position under it, the contact line with
// icons, summary, experience, projects and education, then skills, languages and certifications
// on an indigo-tinted panel, then the other sections (references last), in the order of
// common/resumes/template-layout.ts.
const INDIGO = "text-[#4338ca]";
const META = "text-[#4b5563]";

const layout = TEMPLATE_LAYOUTS.modern;
const LINE = {
  separator: layout.separator,
  separatorClassName: "text-[#a5b4fc]",
  fieldClassNames: {
    position: "text-[1.08em] font-bold text-[#111827]",
    company: `font-semibold ${INDIGO}`,
    dates: `${META} text-[0.95em] tabular-nums`,
    title: "text-[1.05em] font-bold text-[#111827]",
    institution: META,
    graduationDate: `${META} text-[0.95em] tabular-nums`,
    gpa: `${META} text-[0.95em]`,
    name: "font-semibold text-[#111827]",
    issuer: `${META} text-[0.92em]`,
    date: `${META} text-[0.92em] tabular-nums`,
    subtitle: `font-semibold ${INDIGO}`,
    meta: META,
    tags: `${META} text-[0.95em]`,
  },
};

function Heading({ children }: { children: React.ReactNode }) {
  return <h3 className={`mb-[0.6em] text-[1.2em] font-bold ${INDIGO}`}>{children}</h3>;
}

export function ModernTemplate({ resume, sections, text }: TTemplateProps) {
  const position = resume.headline || latestPosition(resume.experience);
  const { runs } = templateSections("modern", sections);

  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} />;
      case "experience":
        return (
          <div className="space-y-[1.1em]">
            {resume.experience.map((entry, index) => (
              <article key={index} className="leading-snug">
                <FieldLines lines={entryLines(layout.experience, text.experienceTexts(entry))} {...LINE} />
                <RichText value={entry.description} className="mt-[0.35em]" bulletClassName="marker:text-[#4338ca]" />
              </article>
            ))}
          </div>
        );
      case "education":
        return (
          <div className="space-y-[0.9em]">
            {resume.education.map((entry, index) => (
              <article key={index} className="leading-snug">
                <FieldLines lines={entryLines(layout.education, text.educationTexts(entry))} {...LINE} />
              </article>
            ))}
          </div>
        );
      case "skills":
        return (
          <>
            <EntryList
              template="modern"
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
          <div className="space-y-[0.6em] leading-snug">
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
            template="modern"
            entries={entryViews(resume, section, text)}
            bulletClassName="marker:text-[#4338ca]"
            line={LINE}
          />
        );
    }
  };

  return (
    <div className="relative flex-1 border-s-[0.9em] border-[#4338ca] px-(--page-margin) py-(--page-margin)">
      <header className="pb-[1em]">
        <h2 dir="auto" className="text-[2.4em] leading-[1.1] font-bold tracking-[-0.01em] text-[#111827]">
          {resume.fullName || <span className="text-[#6b7280]">{text.words.emptyName}</span>}
        </h2>
        {position && (
          <p dir="auto" className={`mt-[0.3em] text-[1.2em] font-semibold ${INDIGO}`}>
            {position}
          </p>
        )}
        {resume.contact.length > 0 && (
          <ul className="mt-[0.7em] flex flex-wrap gap-x-[1.1em] gap-y-[0.35em]">
            {resume.contact.map((item, index) => {
              const Icon = CONTACT_ICONS[item.kind];
              return (
                <li key={index} className="flex min-w-0 items-start gap-[0.45em]">
                  <Icon aria-hidden="true" className={`mt-[0.2em] size-[1em] shrink-0 ${INDIGO}`} />
                  <ContactValue item={item} className="min-w-0 text-[0.95em] text-[#1f2937]" />
                </li>
              );
            })}
          </ul>
        )}
        <span aria-hidden="true" className="mt-[1em] block h-[0.25em] w-[3em] rounded-full bg-[#4338ca]" />
      </header>

      <div className="space-y-[1.5em]">
        {runs.map((run) => {
          const sectionViews = run.sections.map((section) => (
            <section key={section} data-section={section}>
              <Heading>{text.heading(section)}</Heading>
              {renderSection(section)}
            </section>
          ));
          return run.onPanel ? (
            <div key={run.sections[0]} className="space-y-[1.3em] rounded-[0.3em] bg-[#eef2ff] px-[1.4em] py-[1.2em]">
              {sectionViews}
            </div>
          ) : (
            sectionViews
          );
        })}
      </div>
    </div>
  );
}
