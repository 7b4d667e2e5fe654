import { Page, Text, View } from "@react-pdf/renderer";
import type { TResumeSection } from "@common/resumes/format";
import {
  entryLines,
  entryViews,
  isEntrySection,
  skillGroupView,
  TEMPLATE_LAYOUTS,
  templateSections,
  type TEntrySection,
} from "@common/resumes/template-layout";
import {
  canSplitEntry,
  ContactLine,
  contentWidth,
  Description,
  EntryBlock,
  FieldLines,
  Section,
  UserText,
} from "../components";
import { SANS } from "../fonts";
import { composedText, listSeparator } from "../direction";
import type { TPdfResume } from "../resume-text";

// Professional (docs/resume-templates.md): one column, sans, navy headings with a full-width
// rule, grey meta, name and contact centred.
const NAVY = "#1e3a5f";
const GREY = "#475569";
const INK = "#1f2937";

const layout = TEMPLATE_LAYOUTS.professional;
const ENTRY_STYLES = {
  position: { fontWeight: 700, fontSize: 10.5, color: INK },
  company: { color: NAVY },
  dates: { color: GREY },
  title: { fontWeight: 700, color: INK },
  institution: { color: NAVY },
  graduationDate: { color: GREY },
  gpa: { color: GREY },
  name: { fontWeight: 700, color: NAVY },
  issuer: { color: GREY },
  date: { color: GREY },
  subtitle: { color: NAVY },
  meta: { color: GREY },
  tags: { color: GREY },
} as const;
const LINE = { separator: layout.separator, fieldStyles: ENTRY_STYLES };

export function ProfessionalPage({ resume, sections, text, pageSize, direction }: TPdfResume) {
  const entryProps = {
    template: "professional",
    style: { marginBottom: 6 },
    bulletColor: NAVY,
    fieldStyles: ENTRY_STYLES,
  } as const;
  const render: Record<Exclude<TResumeSection, TEntrySection>, () => React.ReactNode[]> = {
    summary: () => [
      <UserText key="text" style={{ textAlign: "justify" }}>
        {resume.summary}
      </UserText>,
    ],
    experience: () =>
      resume.experience.map((entry, index) => (
        <View key={index} style={{ marginBottom: 9 }} wrap={canSplitEntry(entry.description)}>
          <View wrap={false} minPresenceAhead={24}>
            <FieldLines lines={entryLines(layout.experience, text.experienceTexts(entry))} {...LINE} />
          </View>
          <Description value={entry.description} bulletColor={NAVY} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 6 }} wrap={false}>
          <FieldLines lines={entryLines(layout.education, text.educationTexts(entry))} {...LINE} />
        </View>
      )),
    skills: () => [
      ...resume.skillGroups.map((group, index) => (
        <EntryBlock key={index} entry={skillGroupView(group)} {...entryProps} style={{ marginBottom: 2 }} />
      )),
      ...(resume.skills.length > 0
        ? [
            <UserText key="text" composed>
              {resume.skills.join(listSeparator(layout.separator, direction))}
            </UserText>,
          ]
        : []),
    ],
    languages: () => [
      <UserText key="text" composed>
        {resume.languages.map(text.languageText).join(listSeparator(layout.separator, direction))}
      </UserText>,
    ],
    certifications: () =>
      resume.certifications.map((entry, index) => (
        <View key={index} style={{ marginBottom: 4 }} wrap={false}>
          <FieldLines
            lines={entryLines(layout.certification, text.certificationTexts(entry))}
            hrefs={{ name: entry.url || undefined }}
            {...LINE}
          />
        </View>
      )),
  };
  return (
    <Page size={pageSize} style={{ padding: 40, fontFamily: SANS, fontSize: 10, lineHeight: 1.4, color: INK }}>
      <UserText
        style={{ fontSize: 22, fontWeight: 700, textAlign: "center", color: NAVY, lineHeight: 1.25 }}
        alignRtl={false}
      >
        {resume.fullName}
      </UserText>
      {resume.headline && (
        <UserText style={{ fontSize: 12, textAlign: "center", color: INK, marginTop: 2 }} alignRtl={false}>
          {resume.headline}
        </UserText>
      )}
      <View style={{ marginTop: 4, marginBottom: 6 }}>
        <ContactLine
          items={resume.contact}
          width={contentWidth(pageSize, 80)}
          fontFamily={SANS}
          fontSize={9.5}
          style={{ color: GREY }}
          justify="center"
        />
      </View>
      {templateSections("professional", sections).main.map((section) => (
        <Section
          key={section}
          style={{ marginTop: 10 }}
          canSplitFirst={section === "experience" && canSplitEntry(resume.experience[0].description)}
          heading={
            <Text
              style={{
                borderBottomWidth: 1,
                borderBottomColor: NAVY,
                marginBottom: 6,
                paddingBottom: 2,
                fontSize: 11,
                fontWeight: 700,
                color: NAVY,
                textTransform: "uppercase",
                // Spacing letters apart would break the joins of Arabic script.
                letterSpacing: direction === "rtl" ? 0 : 0.8,
                ...composedText(direction),
              }}
            >
              {text.heading(section)}
            </Text>
          }
          items={
            isEntrySection(section)
              ? entryViews(resume, section, text).map((view, index) => (
                  <EntryBlock key={index} entry={view} {...entryProps} />
                ))
              : render[section]()
          }
        />
      ))}
    </Page>
  );
}
