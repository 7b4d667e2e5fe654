import type { TResumeSection } from "@common/resumes/format";
import { latestPosition } from "@common/resumes/format";
import { CONTACT_ICONS, ContactValue, RichText, type TTemplateProps } from "./shared";
import { useResumeText } from "./use-resume-text";

// Modern (docs/resume-templates.md): main column 64 % (summary, experience, education) and a
// tinted sidebar 36 % (contact, skills, languages, certifications), indigo accents. The grid
// keeps the reading order in the markup (name, contact, summary ... certifications) while
// the sidebar's contact sits beside the name; a narrow page stacks the four areas.
const INDIGO = "text-[#4338ca]";
const META = "text-[#4b5563]";
const MAIN_SECTIONS: readonly TResumeSection[] = ["summary", "experience", "education"];

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <h3 className={`mb-[0.7em] text-[0.95em] font-bold tracking-[0.12em] uppercase ${INDIGO}`}>
      {children}
      <span aria-hidden="true" className="mt-[0.35em] block h-[0.2em] w-[2.2em] rounded-full bg-[#4338ca]" />
    </h3>
  );
}

export function ModernTemplate({ resume, sections }: TTemplateProps) {
  const text = useResumeText();
  const position = latestPosition(resume.experience);
  const mainSections = sections.filter((section) => MAIN_SECTIONS.includes(section));
  const sideSections = sections.filter((section) => !MAIN_SECTIONS.includes(section));

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
          <ul className="grid grid-cols-2 gap-x-[1em] gap-y-[0.3em] @md:grid-cols-1">
            {resume.skills.map((skill) => (
              <li key={skill} className="flex items-baseline gap-[0.6em]">
                <span aria-hidden="true" className="size-[0.45em] shrink-0 -translate-y-[0.1em] bg-[#4338ca]" />
                <span dir="auto">{skill}</span>
              </li>
            ))}
          </ul>
        );
      case "languages":
        return (
          <ul className="space-y-[0.45em]">
            {resume.languages.map((entry, index) => (
              <li key={index} dir="auto" className="leading-tight">
                <span className="block font-semibold text-[#111827]">{entry.language}</span>
                <span className={`${META} text-[0.92em]`}>{text.proficiency(entry.proficiency)}</span>
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

  // On a wide page the tint is painted on the whole sidebar column, however long either side
  // runs; on a narrow page the sidebar's two parts become tinted panels.
  const sidebar = "bg-[#eef2ff] px-(--page-margin) @md:bg-transparent @md:px-[1.8em]";
  return (
    <div
      className={[
        "grid flex-1 content-start grid-cols-1 [grid-template-areas:'header'_'contact'_'main'_'rest']",
        "@md:grid-cols-[64fr_36fr] @md:grid-rows-[auto_auto_1fr] @md:content-stretch",
        "@md:bg-[linear-gradient(to_right,transparent_64%,#eef2ff_64%)]",
        "@md:[grid-template-areas:'header_contact'_'main_contact'_'main_rest']",
      ].join(" ")}
    >
      <header className="px-(--page-margin) pt-(--page-margin) pb-[1.4em] [grid-area:header] @md:pe-[1.8em]">
        <h2 dir="auto" className="text-[2.4em] leading-[1.1] font-bold tracking-[-0.01em] text-[#111827]">
          {resume.fullName || <span className="text-[#9ca3af]">{text.t("resumeTemplates.emptyName")}</span>}
        </h2>
        {position && (
          <p dir="auto" className={`mt-[0.3em] text-[1.2em] font-semibold ${INDIGO}`}>
            {position}
          </p>
        )}
      </header>

      {resume.contact.length > 0 && (
        <div className={`${sidebar} py-[1.2em] [grid-area:contact] @md:pt-(--page-margin)`}>
          <section>
            <Heading>{text.heading("contact")}</Heading>
            <ul className="space-y-[0.45em]">
              {resume.contact.map((item) => {
                const Icon = CONTACT_ICONS[item.kind];
                return (
                  <li key={item.kind} className="flex items-start gap-[0.6em]">
                    <Icon aria-hidden="true" className={`mt-[0.2em] size-[1em] shrink-0 ${INDIGO}`} />
                    <ContactValue item={item} className="min-w-0 text-[0.95em] text-[#1f2937]" />
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      )}

      <div className="space-y-[1.5em] px-(--page-margin) pt-[1.4em] pb-[1.6em] [grid-area:main] @md:pe-[1.8em] @md:pt-[0.4em] @md:pb-(--page-margin)">
        {mainSections.map((section) => (
          <section key={section} data-section={section}>
            <Heading>{text.heading(section)}</Heading>
            {renderSection(section)}
          </section>
        ))}
      </div>

      {sideSections.length > 0 && (
        <div className={`${sidebar} space-y-[1.5em] pt-[1.4em] pb-(--page-margin) [grid-area:rest] @md:pt-[0.4em]`}>
          {sideSections.map((section) => (
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
