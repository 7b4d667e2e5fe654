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

// Creative (docs/resume-templates.md): a full-width teal header band (name and contact in
// white), teal headings with a coral bar on their left, experience on a thin teal timeline,
// skills as rounded chips.
const TEAL = "#0f766e";
const TEAL_TINT = "#ccfbf1";
const TEAL_LINE = "#99d5cf";
const CORAL = "#f97316";
const INK = "#1f2937";
const MUTED = "#57606a";
const MARGIN = 40;

function Heading({ children }: { children: string }) {
  return (
    <View style={{ flexDirection: "row", alignItems: "center", marginBottom: 7 }}>
      <View style={{ width: 3, height: 14, backgroundColor: CORAL, marginRight: 7 }} />
      <Text style={{ fontSize: 12.5, fontWeight: 700, color: TEAL }}>{children}</Text>
    </View>
  );
}

export function CreativePage({ resume, sections, pageSize }: TPdfResume) {
  const render: Record<TResumeSection, () => React.ReactNode[]> = {
    summary: () => [<UserText key="text">{resume.summary}</UserText>],
    experience: () =>
      resume.experience.map((entry, index) => (
        <View
          key={index}
          style={{
            marginLeft: 4,
            borderLeftWidth: 1.5,
            borderLeftColor: TEAL_LINE,
            paddingLeft: 14,
            paddingBottom: 10,
          }}
          wrap={canSplitEntry(entry.description)}
        >
          <View
            style={{
              position: "absolute",
              left: -4.75,
              top: 3,
              width: 8,
              height: 8,
              borderRadius: 4,
              backgroundColor: index === 0 ? CORAL : TEAL,
            }}
          />
          <View wrap={false} minPresenceAhead={24}>
            <UserText style={{ fontSize: 11, fontWeight: 700, color: INK }}>{entry.position}</UserText>
            <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
              <UserText style={{ color: TEAL, fontWeight: 700 }}>{entry.company}</UserText>
              <Text style={{ color: CORAL }}>{"   "}</Text>
              <Text style={{ color: MUTED }}>{experienceDates(entry)}</Text>
            </View>
          </View>
          <Description value={entry.description} bulletColor={CORAL} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 7 }} wrap={false}>
          <UserText style={{ fontWeight: 700 }}>{educationTitle(entry)}</UserText>
          <UserText style={{ color: MUTED }}>{educationDetails(entry).join("  ·  ")}</UserText>
        </View>
      )),
    skills: () => [
      <View key="chips" style={{ flexDirection: "row", flexWrap: "wrap" }}>
        {resume.skills.map((skill, index) => (
          <UserText
            key={index}
            style={{
              backgroundColor: TEAL_TINT,
              borderRadius: 9,
              paddingHorizontal: 8,
              paddingVertical: 2,
              marginRight: 5,
              marginBottom: 5,
              color: TEAL,
              fontSize: 9,
            }}
            alignRtl={false}
          >
            {skill}
          </UserText>
        ))}
      </View>,
    ],
    languages: () => [<UserText key="text">{resume.languages.map(languageText).join("   ·   ")}</UserText>],
    certifications: () =>
      resume.certifications.map((entry, index) => (
        <View key={index} style={{ marginBottom: 4 }} wrap={false}>
          {entry.url ? (
            <Link src={entry.url} style={{ fontWeight: 700, color: TEAL, textDecoration: "none" }}>
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
      style={{ paddingVertical: MARGIN, fontFamily: SANS, fontSize: 10, lineHeight: 1.4, color: INK }}
    >
      <View
        style={{
          marginTop: -MARGIN,
          backgroundColor: TEAL,
          paddingHorizontal: MARGIN,
          paddingTop: 30,
          paddingBottom: 22,
        }}
      >
        <UserText style={{ fontSize: 26, fontWeight: 700, color: "#ffffff", lineHeight: 1.2 }} alignRtl={false}>
          {resume.fullName}
        </UserText>
        <View style={{ width: 36, height: 3, backgroundColor: CORAL, marginTop: 6, marginBottom: 8 }} />
        <ContactLine
          items={resume.contact}
          style={{ color: "#ffffff", fontSize: 9.5 }}
          linkStyle={{ color: "#ffffff" }}
          separatorStyle={{ color: "#fdba74" }}
        />
      </View>
      <View style={{ paddingHorizontal: MARGIN }}>
        {sections.map((section) => (
          <Section
            key={section}
            style={{ marginTop: 14 }}
            canSplitFirst={section === "experience" && canSplitEntry(resume.experience[0].description)}
            heading={<Heading>{sectionHeading(section)}</Heading>}
            items={render[section]()}
          />
        ))}
      </View>
    </Page>
  );
}
