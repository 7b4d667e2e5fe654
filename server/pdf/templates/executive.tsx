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
import { SANS, SERIF } from "../fonts";
import { composedText, type TDirection, listSeparator } from "../direction";
import { isRightToLeft, type TPdfResume } from "../resume-text";

// Executive (docs/resume-templates.md): one column with generous spacing, serif name and
// headings, sans body, charcoal text and thin gold rules.
const CHARCOAL = "#1f2937";
const GOLD = "#a16207";
const MUTED = "#4b5563";

function GoldRule({ spacing = 0 }: { spacing?: number }) {
  return <View style={{ height: 0.75, backgroundColor: GOLD, marginVertical: spacing }} />;
}

function Heading({ children, direction }: { children: string; direction: TDirection }) {
  // Small capitals: capitals a size down between two thin gold rules. Not letter-spaced: text
  // extractors read spaced serif capitals as single letters ("P R O F E S S I O N A L").
  return (
    <View style={{ marginBottom: 8 }}>
      <GoldRule />
      <Text
        style={{
          fontFamily: SERIF,
          fontSize: 10.5,
          color: CHARCOAL,
          textTransform: "uppercase",
          textAlign: "center",
          paddingVertical: 3,
          ...composedText(direction, "center"),
        }}
      >
        {children}
      </Text>
      <GoldRule />
    </View>
  );
}

const layout = TEMPLATE_LAYOUTS.executive;
const ENTRY_STYLES = {
  company: { fontWeight: 700, textTransform: "uppercase", letterSpacing: 0.4, color: CHARCOAL },
  dates: { color: MUTED },
  position: { fontFamily: SERIF, fontSize: 10.5, color: GOLD },
  title: { fontWeight: 700, color: CHARCOAL },
  institution: { color: MUTED },
  graduationDate: { color: MUTED },
  gpa: { color: MUTED },
  name: { fontWeight: 700, color: CHARCOAL },
  issuer: { color: MUTED },
  date: { color: MUTED },
  subtitle: { fontWeight: 700, color: CHARCOAL },
  meta: { color: MUTED },
  tags: { color: MUTED },
} as const;
const LINE = { separator: layout.separator, fieldStyles: ENTRY_STYLES };

export function ExecutivePage({ resume, sections, text, pageSize, direction }: TPdfResume) {
  const entryProps = {
    template: "executive",
    style: { marginBottom: 8 },
    bulletColor: GOLD,
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
        <View key={index} style={{ marginBottom: 12 }} wrap={canSplitEntry(entry.description)}>
          <View wrap={false} minPresenceAhead={24}>
            <FieldLines
              lines={entryLines(layout.experience, text.experienceTexts(entry))}
              {...LINE}
              // Spacing letters apart would break the joins of Arabic script.
              fieldStyles={
                isRightToLeft(entry.company)
                  ? { ...ENTRY_STYLES, company: { ...ENTRY_STYLES.company, letterSpacing: 0 } }
                  : ENTRY_STYLES
              }
            />
          </View>
          <Description value={entry.description} bulletColor={GOLD} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 8 }} wrap={false}>
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
        <View key={index} style={{ marginBottom: 5 }} wrap={false}>
          <FieldLines
            lines={entryLines(layout.certification, text.certificationTexts(entry))}
            hrefs={{ name: entry.url || undefined }}
            {...LINE}
          />
        </View>
      )),
  };
  return (
    <Page
      size={pageSize}
      style={{ padding: 40, paddingHorizontal: 48, fontFamily: SANS, fontSize: 10, lineHeight: 1.5, color: CHARCOAL }}
    >
      <UserText
        style={{
          fontFamily: SERIF,
          fontSize: 24,
          fontWeight: 700,
          textAlign: "center",
          textTransform: "uppercase",
          // Spacing letters apart would break the joins of Arabic script. Wider spacing than this makes
          // text extractors (applicant-tracking systems) read one word as single letters.
          letterSpacing: isRightToLeft(resume.fullName) ? 0 : 1.2,
          lineHeight: 1.25,
        }}
        alignRtl={false}
      >
        {resume.fullName}
      </UserText>
      {resume.headline && (
        <UserText
          style={{ fontFamily: SERIF, fontSize: 12, textAlign: "center", color: GOLD, marginTop: 4 }}
          alignRtl={false}
        >
          {resume.headline}
        </UserText>
      )}
      <View style={{ marginHorizontal: 120, marginTop: 8, marginBottom: 6 }}>
        <GoldRule />
      </View>
      <ContactLine
        items={resume.contact}
        width={contentWidth(pageSize, 96)}
        fontFamily={SANS}
        fontSize={9.5}
        style={{ color: MUTED }}
        justify="center"
      />
      {templateSections("executive", sections).main.map((section) => (
        <Section
          key={section}
          style={{ marginTop: 18 }}
          canSplitFirst={section === "experience" && canSplitEntry(resume.experience[0].description)}
          heading={<Heading direction={direction}>{text.heading(section)}</Heading>}
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
