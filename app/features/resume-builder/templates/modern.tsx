import type { TResumeSection } from "@common/resumes/format";
import { latestPosition } from "@common/resumes/format";
import { CONTACT_ICONS, ContactValue, RichText, type TTemplateProps } from "./shared";
import { useResumeText } from "./use-resume-text";

// Modern (docs/resume-templates.md): one reading flow, as in the PDF, with a decorative indigo
// rail down the left edge; the name with the latest position under it, the contact line with
// icons, summary, experience and education, then skills (a grid), languages and certifications
// on an indigo-tinted panel.
const INDIGO = "text-[#4338ca]";
const META = "text-[#4b5563]";
const PANEL_SECTIONS: readonly TResumeSection[] = ["skills", "languages", "certifications"];

function Heading({ children }: { children: React.ReactNode }) {
  return <h3 className={`mb-[0.6em] text-[1.2em] font-bold ${INDIGO}`}>{children}</h3>;
}

export function ModernTemplate({ resume, sections }: TTemplateProps) {
  const text = useResumeText();
  const position = latestPosition(resume.experience);
  const mainSections = sections.filter((section) => !PANEL_SECTIONS.includes(section));
  const panelSections = sections.filter((section) => PANEL_SECTIONS.includes(section));

  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} />;
      case "experience":
        return (
          <div className="space-y-[1.1em]">
            {resume.experience.map((entry, index) => (
              <article key={index}>
                <h4 dir="auto" className="text-[1.08em] leading-snug font-bold text-[#111827]">
                  {entry.position}
                </h4>
                <p dir="auto" className="flex flex-wrap items-baseline gap-x-[0.5em]">
                  <span className="font-semibold text-[#374151]">{entry.company}</span>
                  {entry.company && (entry.startDate || entry.endDate || entry.current) && (
                    <span aria-hidden="true" className="text-[#a5b4fc]">
                      •
                    </span>
                  )}
                  <span className={`${META} text-[0.95em] tabular-nums`}>{text.dateRange(entry)}</span>
                </p>
                <RichText value={entry.description} className="mt-[0.35em]" bulletClassName="marker:text-[#4338ca]" />
              </article>
            ))}
          </div>
        );
      case "education":
        return (
          <div className="space-y-[0.9em]">
            {resume.education.map((entry, index) => (
              <article key={index}>
                <h4 dir="auto" className="text-[1.05em] leading-snug font-bold text-[#111827]">
                  {text.educationTitle(entry)}
                </h4>
                <p dir="auto" className="flex flex-wrap items-baseline gap-x-[0.5em]">
                  <span className="font-semibold text-[#374151]">{entry.institution}</span>
                  {entry.institution && entry.graduationDate && (
                    <span aria-hidden="true" className="text-[#a5b4fc]">
                      •
                    </span>
                  )}
                  {entry.graduationDate && (
                    <span className={`${META} text-[0.95em] tabular-nums`}>{text.month(entry.graduationDate)}</span>
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
          <ul className="grid grid-cols-2 gap-x-[1em] gap-y-[0.3em] @md:grid-cols-3">
            {resume.skills.map((skill) => (
              <li key={skill} className="flex items-baseline gap-[0.6em]">
                <span
                  aria-hidden="true"
                  className="size-[0.4em] shrink-0 -translate-y-[0.1em] rounded-full bg-[#4338ca]"
                />
                <span dir="auto">{skill}</span>
              </li>
            ))}
          </ul>
        );
      case "languages":
        return (
          <ul className="flex flex-wrap gap-x-[1.2em] gap-y-[0.3em]">
            {resume.languages.map((entry, index) => (
              <li key={index} dir="auto">
                <span className="font-semibold text-[#111827]">{entry.language}</span>{" "}
                <span className={META}>({text.proficiency(entry.proficiency)})</span>
              </li>
            ))}
          </ul>
        );
      case "certifications":
        return (
          <ul className="space-y-[0.6em]">
            {resume.certifications.map((entry, index) => (
              <li key={index} dir="auto" className="leading-snug">
                <span className="block font-semibold text-[#111827]">
                  {entry.url ? (
                    <a href={entry.url} target="_blank" rel="noopener noreferrer nofollow" className="hover:underline">
                      {entry.name}
                    </a>
                  ) : (
                    entry.name
                  )}
                </span>
                {(entry.issuer || entry.date) && (
                  <span className={`${META} block text-[0.92em]`}>
                    <span dir="auto">{entry.issuer}</span>
                    {entry.issuer && entry.date && " · "}
                    {entry.date && <span className="tabular-nums">{text.month(entry.date)}</span>}
                  </span>
                )}
              </li>
            ))}
          </ul>
        );
    }
  };

  return (
    <div className="relative flex-1 border-s-[0.9em] border-[#4338ca] px-(--page-margin) py-(--page-margin)">
      <header className="pb-[1em]">
        <h2 dir="auto" className="text-[2.4em] leading-[1.1] font-bold tracking-[-0.01em] text-[#111827]">
          {resume.fullName || <span className="text-[#9ca3af]">{text.t("resumeTemplates.emptyName")}</span>}
        </h2>
        {position && (
          <p dir="auto" className={`mt-[0.3em] text-[1.2em] font-semibold ${INDIGO}`}>
            {position}
          </p>
        )}
        {resume.contact.length > 0 && (
          <ul className="mt-[0.7em] flex flex-wrap gap-x-[1.1em] gap-y-[0.35em]">
            {resume.contact.map((item) => {
              const Icon = CONTACT_ICONS[item.kind];
              return (
                <li key={item.kind} className="flex min-w-0 items-start gap-[0.45em]">
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
        {mainSections.map((section) => (
          <section key={section} data-section={section}>
            <Heading>{text.heading(section)}</Heading>
            {renderSection(section)}
          </section>
        ))}
      </div>

      {panelSections.length > 0 && (
        <div className="mt-[1.6em] space-y-[1.3em] rounded-[0.3em] bg-[#eef2ff] px-[1.4em] py-[1.2em]">
          {panelSections.map((section) => (
            <section key={section} data-section={section}>
              <Heading>{text.heading(section)}</Heading>
              {renderSection(section)}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
