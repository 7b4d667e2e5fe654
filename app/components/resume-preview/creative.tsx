import type { TResumeSection } from "@common/resumes/format";
import {
  entryLines,
  entryViews,
  skillGroupView,
  TEMPLATE_LAYOUTS,
  templateSections,
} from "@common/resumes/template-layout";
import { CONTACT_ICONS, ContactValue, EntryList, FieldLines, RichText, type TTemplateProps } from "./shared";

// Creative (docs/resume-templates.md): a full-width teal band with the name and contact in
// white, teal headings with a coral bar on their start side, experience on a teal timeline,
// skills in bold teal; entries in the order of common/resumes/template-layout.ts.
const TEAL = "text-[#0f766e]";
const META = "text-[#4b5563]";

const layout = TEMPLATE_LAYOUTS.creative;
const LINE = {
  separator: layout.separator,
  separatorClassName: "text-[#f97316]",
  fieldClassNames: {
    position: "text-[1.1em] font-bold text-[#134e4a]",
    company: `font-semibold ${TEAL}`,
    dates: `${META} text-[0.95em] tabular-nums`,
    title: "text-[1.05em] font-bold text-[#134e4a]",
    institution: META,
    graduationDate: `${META} text-[0.95em] tabular-nums`,
    gpa: `${META} text-[0.95em]`,
    name: `font-semibold ${TEAL}`,
    issuer: META,
    date: `${META} tabular-nums`,
    subtitle: `font-semibold ${TEAL}`,
    meta: META,
    tags: META,
  },
};

export function CreativeTemplate({ resume, sections, text }: TTemplateProps) {
  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} />;
      case "experience":
        return (
          <ol className="relative ms-[0.3em] border-s-[0.15em] border-[#99d5cf]">
            {resume.experience.map((entry, index) => (
              <li key={index} className="relative ps-[1.3em] pb-[1.1em] leading-snug last:pb-[0.2em]">
                <span
                  aria-hidden="true"
                  className="absolute start-[-0.45em] top-[0.35em] size-[0.75em] rounded-full border-[0.15em] border-white bg-[#0f766e] ring-[0.12em] ring-[#0f766e]"
                />
                <FieldLines lines={entryLines(layout.experience, text.experienceTexts(entry))} {...LINE} />
                <RichText value={entry.description} className="mt-[0.35em]" bulletClassName="marker:text-[#0f766e]" />
              </li>
            ))}
          </ol>
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
              template="creative"
              entries={resume.skillGroups.map(skillGroupView)}
              className="mb-[0.4em] space-y-[0.2em]"
              line={LINE}
            />
            {resume.skills.length > 0 && (
              <p dir="auto" className={`font-semibold ${TEAL}`}>
                {resume.skills.join(layout.separator)}
              </p>
            )}
          </>
        );
      case "languages":
        return <p dir="auto">{resume.languages.map(text.languageText).join(layout.separator)}</p>;
      case "certifications":
        return (
          <div className="space-y-[0.45em] leading-snug">
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
            template="creative"
            entries={entryViews(resume, section, text)}
            bulletClassName="marker:text-[#0f766e]"
            line={LINE}
          />
        );
    }
  };

  return (
    <div>
      <header className="bg-[#0f766e] px-(--page-margin) pt-[calc(var(--page-margin)*0.85)] pb-[1.6em] text-white">
        <h2 dir="auto" className="text-[2.6em] leading-[1.1] font-bold tracking-[-0.01em]">
          {resume.fullName || <span className="opacity-70">{text.words.emptyName}</span>}
        </h2>
        {resume.headline && (
          <p dir="auto" className="mt-[0.25em] text-[1.25em] text-[#ccfbf1]">
            {resume.headline}
          </p>
        )}
        {resume.contact.length > 0 && (
          <ul className="mt-[0.8em] flex flex-col gap-x-[1.4em] gap-y-[0.3em] text-[0.95em] @md:flex-row @md:flex-wrap">
            {resume.contact.map((item, index) => {
              const Icon = CONTACT_ICONS[item.kind];
              return (
                <li key={index} className="flex min-w-0 items-center gap-[0.45em]">
                  <Icon aria-hidden="true" className="size-[1em] shrink-0 text-[#99f6e4]" />
                  <ContactValue item={item} className="min-w-0 text-white" />
                </li>
              );
            })}
          </ul>
        )}
      </header>
      <div className="space-y-[1.5em] px-(--page-margin) pt-[1.6em] pb-(--page-margin)">
        {templateSections("creative", sections).main.map((section) => (
          <section key={section} data-section={section}>
            <h3
              className={`mb-[0.7em] border-s-[0.3em] border-[#f97316] ps-[0.6em] text-[1.2em] leading-tight font-bold ${TEAL}`}
            >
              {text.heading(section)}
            </h3>
            {renderSection(section)}
          </section>
        ))}
      </div>
    </div>
  );
}
