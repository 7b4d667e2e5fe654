import type { TResumeSection } from "@common/resumes/format";
import { ContactLines, RichText, type TTemplateProps } from "./shared";
import { useResumeText } from "./use-resume-text";

// Professional (docs/resume-templates.md): one column, name and contact centred, uppercase
// navy headings over a full-width rule, company and dates on one line.
const NAVY = "text-[#1e3a5f]";
const META = "text-[#475569]";

export function ProfessionalTemplate({ resume, sections }: TTemplateProps) {
  const text = useResumeText();

  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} />;
      case "experience":
        return (
          <div className="space-y-[1em]">
            {resume.experience.map((entry, index) => (
              <article key={index}>
                <h4 dir="auto" className="text-[1.08em] font-bold text-[#0f172a]">
                  {entry.position}
                </h4>
                <p dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                  <span className="font-semibold text-[#334155]">{entry.company}</span>
                  <span className={`${META} whitespace-nowrap tabular-nums`}>{text.dateRange(entry)}</span>
                </p>
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
                <h4 dir="auto" className="text-[1.08em] font-bold text-[#0f172a]">
                  {text.educationTitle(entry)}
                </h4>
                <p dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                  <span className="font-semibold text-[#334155]">{entry.institution}</span>
                  {entry.graduationDate && (
                    <span className={`${META} whitespace-nowrap tabular-nums`}>{text.month(entry.graduationDate)}</span>
                  )}
                </p>
                {entry.gpa && (
                  <p dir="auto" className={META}>
                    {text.gpa(entry.gpa)}
                  </p>
                )}
              </article>
            ))}
          </div>
        );
      case "skills":
        return (
          <ul className="flex flex-wrap gap-[0.4em]">
            {resume.skills.map((skill) => (
              <li
                key={skill}
                dir="auto"
                className="rounded-[0.3em] border border-[#cbd5e1] bg-[#f8fafc] px-[0.6em] py-[0.1em] text-[0.95em] text-[#1e293b]"
              >
                {skill}
              </li>
            ))}
          </ul>
        );
      case "languages":
        return (
          <ul className="grid grid-cols-1 gap-x-[2em] gap-y-[0.2em] @md:grid-cols-2">
            {resume.languages.map((entry, index) => (
              <li
                key={index}
                dir="auto"
                className="flex items-baseline justify-between gap-[1em] border-b border-dotted border-[#cbd5e1]"
              >
                <span className="font-semibold text-[#1e293b]">{entry.language}</span>
                <span className={META}>{text.proficiency(entry.proficiency)}</span>
              </li>
            ))}
          </ul>
        );
      case "certifications":
        return (
          <ul className="space-y-[0.4em]">
            {resume.certifications.map((entry, index) => (
              <li key={index} dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                <span>
                  <span className="font-semibold text-[#1e293b]">
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
                      <span className={META}> · </span>
                      <span dir="auto" className={META}>
                        {entry.issuer}
                      </span>
                    </>
                  )}
                </span>
                {entry.date && (
                  <span className={`${META} whitespace-nowrap tabular-nums`}>{text.month(entry.date)}</span>
                )}
              </li>
            ))}
          </ul>
        );
    }
  };

  return (
    <div className="p-(--page-margin)">
      <header className="text-center">
        <h2 dir="auto" className={`text-[2.2em] leading-tight font-bold ${NAVY}`}>
          {resume.fullName || <span className="text-[#94a3b8]">{text.t("resumeTemplates.emptyName")}</span>}
        </h2>
        <ContactLines items={resume.contact} className={`mt-[0.5em] ${META}`} />
      </header>
      {sections.map((section) => (
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
