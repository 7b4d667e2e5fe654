import { Link, Page, Text, View } from "@react-pdf/renderer";
import type { TResumeSection } from "@common/resumes/format";
import { canSplitEntry, ContactLine, Description, Section, UserText } from "../components";
import { SANS, SERIF } from "../fonts";
import {
  certificationDetails,
  educationDetails,
  educationTitle,
  experienceDates,
  isRightToLeft,
  languageText,
  sectionHeading,
  type TPdfResume,
} from "../resume-text";

// Executive (docs/resume-templates.md): one column with generous spacing, serif name and
// headings, sans body, charcoal text and thin gold rules.
const CHARCOAL = "#1f2937";
const GOLD = "#a16207";
const MUTED = "#4b5563";

function GoldRule({ spacing = 0 }: { spacing?: number }) {
  return <View style={{ height: 0.75, backgroundColor: GOLD, marginVertical: spacing }} />;
}

function Heading({ children }: { children: string }) {
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
        }}
      >
        {children}
      </Text>
      <GoldRule />
    </View>
  );
}

export function ExecutivePage({ resume, sections, pageSize }: TPdfResume) {
  const render: Record<TResumeSection, () => React.ReactNode[]> = {
    summary: () => [
      <UserText key="text" style={{ textAlign: "justify" }}>
        {resume.summary}
      </UserText>,
    ],
    experience: () =>
      resume.experience.map((entry, index) => (
        <View key={index} style={{ marginBottom: 12 }} wrap={canSplitEntry(entry.description)}>
          <View wrap={false} minPresenceAhead={24}>
            <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
              <UserText
                style={{
                  flex: 1,
                  paddingRight: 10,
                  fontWeight: 700,
                  textTransform: "uppercase",
                  letterSpacing: isRightToLeft(entry.company) ? 0 : 0.4,
                  color: CHARCOAL,
                }}
              >
                {entry.company}
              </UserText>
              <Text style={{ color: MUTED }}>{experienceDates(entry)}</Text>
            </View>
            <UserText style={{ fontFamily: SERIF, fontStyle: "normal", fontSize: 10.5, color: GOLD }}>
              {entry.position}
            </UserText>
          </View>
          <Description value={entry.description} bulletColor={GOLD} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 8 }} wrap={false}>
          <UserText style={{ fontWeight: 700 }}>{educationTitle(entry)}</UserText>
          <UserText style={{ color: MUTED }}>{educationDetails(entry).join(", ")}</UserText>
        </View>
      )),
    skills: () => [<UserText key="text">{resume.skills.join(", ")}</UserText>],
    languages: () => [<UserText key="text">{resume.languages.map(languageText).join(", ")}</UserText>],
    certifications: () =>
      resume.certifications.map((entry, index) => (
        <View key={index} style={{ marginBottom: 5 }} wrap={false}>
          {entry.url ? (
            <Link src={entry.url} style={{ fontWeight: 700, color: CHARCOAL, textDecoration: "none" }}>
              {entry.name}
            </Link>
          ) : (
            <UserText style={{ fontWeight: 700 }}>{entry.name}</UserText>
          )}
          {certificationDetails(entry) && <UserText style={{ color: MUTED }}>{certificationDetails(entry)}</UserText>}
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
      <View style={{ marginHorizontal: 120, marginTop: 8, marginBottom: 6 }}>
        <GoldRule />
      </View>
      <ContactLine items={resume.contact} style={{ color: MUTED, fontSize: 9.5 }} justify="center" />
      {sections.map((section) => (
        <Section
          key={section}
          style={{ marginTop: 18 }}
          canSplitFirst={section === "experience" && canSplitEntry(resume.experience[0].description)}
          heading={<Heading>{sectionHeading(section)}</Heading>}
          items={render[section]()}
        />
      ))}
    </Page>
  );
}
