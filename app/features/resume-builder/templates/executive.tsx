import type { TResumeSection } from "@common/resumes/format";
import { ContactLines, RichText, type TTemplateProps } from "./shared";
import { useResumeText } from "./use-resume-text";

// Executive (docs/resume-templates.md): one column with generous spacing, serif name and
// headings, charcoal text and thin gold rules; the company in bold capitals with dates
// right-aligned; skills as one comma-separated paragraph.
const SERIF = "font-['Noto_Serif','Source_Serif_Pro',Georgia,Cambria,'Times_New_Roman',serif]";
const CHARCOAL = "text-[#1f2937]";
const META = "text-[#57534e]";

export function ExecutiveTemplate({ resume, sections }: TTemplateProps) {
  const text = useResumeText();

  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} className="text-[1.02em] leading-[1.6]" />;
      case "experience":
        return (
          <div className="space-y-[1.3em]">
            {resume.experience.map((entry, index) => (
              <article key={index}>
                <div dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                  <h4 className={`font-bold tracking-[0.06em] uppercase ${CHARCOAL}`}>{entry.company}</h4>
                  <span className={`${META} text-[0.95em] whitespace-nowrap tabular-nums`}>
                    {text.dateRange(entry)}
                  </span>
                </div>
                <p dir="auto" className={`${SERIF} text-[1.05em] text-[#374151] italic`}>
                  {entry.position}
                </p>
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
                <h4 dir="auto" className={`font-bold ${CHARCOAL}`}>
                  {text.educationTitle(entry)}
                </h4>
                <p dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                  <span className={`${SERIF} text-[1.05em] text-[#374151] italic`}>{entry.institution}</span>
                  {entry.graduationDate && (
                    <span className={`${META} text-[0.95em] whitespace-nowrap tabular-nums`}>
                      {text.month(entry.graduationDate)}
                    </span>
                  )}
                </p>
                {entry.gpa && (
                  <p dir="auto" className={`${META} text-[0.95em]`}>
                    {text.gpa(entry.gpa)}
                  </p>
                )}
              </article>
            ))}
          </div>
        );
      case "skills":
        return (
          <p dir="auto" className="leading-[1.6]">
            {resume.skills.join(", ")}
          </p>
        );
      case "languages":
        return (
          <p className="leading-[1.6]">
            {resume.languages.map((entry, index) => (
              <span key={index}>
                {index > 0 && <span className="text-[#a16207]"> · </span>}
                <span dir="auto" className="font-semibold">
                  {entry.language}
                </span>
                {entry.proficiency && <span className={META}> ({text.proficiency(entry.proficiency)})</span>}
              </span>
            ))}
          </p>
        );
      case "certifications":
        return (
          <ul className="space-y-[0.5em]">
            {resume.certifications.map((entry, index) => (
              <li key={index} dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                <span>
                  <span className={`font-semibold ${CHARCOAL}`}>
                    {entry.url ? (
                      <a
                        href={entry.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="hover:underline"
                      >
                        {entry.name}
                      </a>
                    ) : (
                      entry.name
                    )}
                  </span>
                  {entry.issuer && (
                    <>
                      <span className={META}>, </span>
                      <span dir="auto" className={`${SERIF} ${META} italic`}>
                        {entry.issuer}
                      </span>
                    </>
                  )}
                </span>
                {entry.date && (
                  <span className={`${META} text-[0.95em] whitespace-nowrap tabular-nums`}>
                    {text.month(entry.date)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        );
    }
  };

  return (
    <div className={`px-[calc(var(--page-margin)*1.1)] py-(--page-margin) ${CHARCOAL}`}>
      <header className="text-center">
        <h2 dir="auto" className={`${SERIF} text-[2.3em] leading-tight font-semibold tracking-[0.14em] uppercase`}>
          {resume.fullName || <span className="text-[#9ca3af]">{text.t("resumeTemplates.emptyName")}</span>}
        </h2>
        <div aria-hidden="true" className="mx-auto mt-[0.6em] h-px w-[5em] bg-[#a16207]" />
        <ContactLines items={resume.contact} className={`mt-[0.6em] text-[0.95em] ${META}`} />
      </header>
      {sections.map((section) => (
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
