import type { TResumeSection } from "@common/resumes/format";
import { CONTACT_ICONS, ContactValue, RichText, type TTemplateProps } from "./shared";
import { useResumeText } from "./use-resume-text";

// Creative (docs/resume-templates.md): a full-width teal band with the name and contact in
// white, teal headings with a coral bar on their start side, experience on a teal timeline,
// skills as teal-tinted pills.
const TEAL = "text-[#0f766e]";
const META = "text-[#4b5563]";

export function CreativeTemplate({ resume, sections }: TTemplateProps) {
  const text = useResumeText();

  const renderSection = (section: TResumeSection) => {
    switch (section) {
      case "summary":
        return <RichText value={resume.summary} />;
      case "experience":
        return (
          <ol className="relative ms-[0.3em] border-s-[0.15em] border-[#99d5cf]">
            {resume.experience.map((entry, index) => (
              <li key={index} className="relative ps-[1.3em] pb-[1.1em] last:pb-[0.2em]">
                <span
                  aria-hidden="true"
                  className="absolute start-[-0.45em] top-[0.35em] size-[0.75em] rounded-full border-[0.15em] border-white bg-[#0f766e] ring-[0.12em] ring-[#0f766e]"
                />
                <h4 dir="auto" className="text-[1.1em] leading-snug font-bold text-[#134e4a]">
                  {entry.position}
                </h4>
                <p dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                  <span className="font-semibold text-[#c2410c]">{entry.company}</span>
                  <span className={`${META} text-[0.95em] whitespace-nowrap tabular-nums`}>
                    {text.dateRange(entry)}
                  </span>
                </p>
                <RichText value={entry.description} className="mt-[0.35em]" bulletClassName="marker:text-[#0f766e]" />
              </li>
            ))}
          </ol>
        );
      case "education":
        return (
          <div className="space-y-[0.9em]">
            {resume.education.map((entry, index) => (
              <article key={index}>
                <h4 dir="auto" className="text-[1.05em] leading-snug font-bold text-[#134e4a]">
                  {text.educationTitle(entry)}
                </h4>
                <p dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                  <span className="font-semibold text-[#374151]">{entry.institution}</span>
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
          <ul className="flex flex-wrap gap-[0.45em]">
            {resume.skills.map((skill) => (
              <li
                key={skill}
                dir="auto"
                className="rounded-full bg-[#ccfbf1] px-[0.85em] py-[0.2em] text-[0.95em] font-medium text-[#115e59]"
              >
                {skill}
              </li>
            ))}
          </ul>
        );
      case "languages":
        return (
          <ul className="flex flex-wrap gap-x-[1.6em] gap-y-[0.4em]">
            {resume.languages.map((entry, index) => (
              <li key={index} dir="auto" className="flex items-baseline gap-[0.5em]">
                <span className="font-semibold text-[#134e4a]">{entry.language}</span>
                <span className="rounded-full border border-[#fdba74] px-[0.6em] text-[0.85em] text-[#c2410c]">
                  {text.proficiency(entry.proficiency)}
                </span>
              </li>
            ))}
          </ul>
        );
      case "certifications":
        return (
          <ul className="space-y-[0.45em]">
            {resume.certifications.map((entry, index) => (
              <li key={index} dir="auto" className="flex flex-wrap items-baseline justify-between gap-x-[1em]">
                <span>
                  <span className="font-semibold text-[#134e4a]">
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
    <div>
      <header className="bg-[#0f766e] px-(--page-margin) pt-[calc(var(--page-margin)*0.85)] pb-[1.6em] text-white">
        <h2 dir="auto" className="text-[2.6em] leading-[1.1] font-bold tracking-[-0.01em]">
          {resume.fullName || <span className="opacity-70">{text.t("resumeTemplates.emptyName")}</span>}
        </h2>
        {resume.contact.length > 0 && (
          <ul className="mt-[0.8em] flex flex-col gap-x-[1.4em] gap-y-[0.3em] text-[0.95em] @md:flex-row @md:flex-wrap">
            {resume.contact.map((item) => {
              const Icon = CONTACT_ICONS[item.kind];
              return (
                <li key={item.kind} className="flex min-w-0 items-center gap-[0.45em]">
                  <Icon aria-hidden="true" className="size-[1em] shrink-0 text-[#99f6e4]" />
                  <ContactValue item={item} className="min-w-0 text-white" />
                </li>
              );
            })}
          </ul>
        )}
      </header>
      <div className="space-y-[1.5em] px-(--page-margin) pt-[1.6em] pb-(--page-margin)">
        {sections.map((section) => (
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
