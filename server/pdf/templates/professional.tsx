import { Link, Page, Text, View } from "@react-pdf/renderer";
import type { TResumeSection } from "@common/resumes/format";
import { canSplitEntry, ContactLine, Description, Section, UserText } from "../components";
import { SANS } from "../fonts";
import {
  certificationDetails,
  educationDetails,
  educationTitle,
  experienceDates,
  languageText,
  sectionHeading,
  type TPdfResume,
} from "../resume-text";

// Professional (docs/resume-templates.md): one column, sans, navy headings with a full-width
// rule, grey meta, name and contact centred.
const NAVY = "#1e3a5f";
const GREY = "#475569";
const INK = "#1f2937";

export function ProfessionalPage({ resume, sections, pageSize }: TPdfResume) {
  const render: Record<TResumeSection, () => React.ReactNode[]> = {
    summary: () => [
      <UserText key="text" style={{ textAlign: "justify" }}>
        {resume.summary}
      </UserText>,
    ],
    experience: () =>
      resume.experience.map((entry, index) => (
        <View key={index} style={{ marginBottom: 9 }} wrap={canSplitEntry(entry.description)}>
          <View style={{ flexDirection: "row", justifyContent: "space-between" }} wrap={false} minPresenceAhead={24}>
            <UserText style={{ flex: 1, paddingRight: 10, fontWeight: 700, fontSize: 10.5, color: INK }}>
              {entry.company}
            </UserText>
            <Text style={{ color: GREY, fontSize: 10 }}>{experienceDates(entry)}</Text>
          </View>
          <UserText style={{ fontStyle: "italic", color: NAVY }}>{entry.position}</UserText>
          <Description value={entry.description} bulletColor={NAVY} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 6 }} wrap={false}>
          <UserText style={{ fontWeight: 700 }}>{educationTitle(entry)}</UserText>
          <UserText style={{ color: GREY }}>{educationDetails(entry).join("  ·  ")}</UserText>
        </View>
      )),
    skills: () => [<UserText key="text">{resume.skills.join("  ·  ")}</UserText>],
    languages: () => [<UserText key="text">{resume.languages.map(languageText).join("  ·  ")}</UserText>],
    certifications: () =>
      resume.certifications.map((entry, index) => (
        <View key={index} style={{ marginBottom: 4 }} wrap={false}>
          {entry.url ? (
            <Link src={entry.url} style={{ fontWeight: 700, color: NAVY, textDecoration: "none" }}>
              {entry.name}
            </Link>
          ) : (
            <UserText style={{ fontWeight: 700 }}>{entry.name}</UserText>
          )}
          {certificationDetails(entry) && <UserText style={{ color: GREY }}>{certificationDetails(entry)}</UserText>}
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
      <View style={{ marginTop: 4, marginBottom: 6 }}>
        <ContactLine items={resume.contact} style={{ color: GREY, fontSize: 9.5 }} justify="center" />
      </View>
      {sections.map((section) => (
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
                letterSpacing: 0.8,
              }}
            >
              {sectionHeading(section)}
            </Text>
          }
          items={render[section]()}
        />
      ))}
    </Page>
  );
}
