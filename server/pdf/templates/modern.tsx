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

// Modern (docs/resume-templates.md): one reading flow, so applicant-tracking systems read it in
// order (a side column gets interleaved with the main one by text extractors): a decorative
// indigo rail down the left edge, the name with the latest position under it, the contact line,
// summary, experience and education, then skills (a three-column grid), languages and
// certifications on an indigo-tinted panel.
const INDIGO = "#4338ca";
const PANEL = "#eef2ff";
const INK = "#1f2937";
const MUTED = "#4b5563";
const MARGIN = 40;
const RAIL = 10;

const PANEL_SECTIONS: TResumeSection[] = ["skills", "languages", "certifications"];

function Heading({ children }: { children: string }) {
  return <Text style={{ marginBottom: 6, fontSize: 11.5, fontWeight: 700, color: INDIGO }}>{children}</Text>;
}

export function ModernPage({ resume, sections, latestPosition, pageSize }: TPdfResume) {
  const content: Partial<Record<TResumeSection, () => React.ReactNode[]>> = {
    summary: () => [
      <UserText key="text" style={{ color: MUTED }}>
        {resume.summary}
      </UserText>,
    ],
    experience: () =>
      resume.experience.map((entry, index) => (
        <View key={index} style={{ marginBottom: 10 }} wrap={canSplitEntry(entry.description)}>
          <View wrap={false} minPresenceAhead={24}>
            <UserText style={{ fontSize: 11, fontWeight: 700 }}>{entry.position}</UserText>
            <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
              <UserText style={{ color: INDIGO, fontWeight: 700, marginRight: 6 }}>{entry.company}</UserText>
              <Text style={{ color: "#a5b4fc", marginRight: 6 }}>|</Text>
              <Text style={{ color: MUTED }}>{experienceDates(entry)}</Text>
            </View>
          </View>
          <Description value={entry.description} style={{ color: INK }} bulletColor={INDIGO} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 7 }} wrap={false}>
          <UserText style={{ fontWeight: 700 }}>{educationTitle(entry)}</UserText>
          <UserText style={{ color: MUTED }}>{educationDetails(entry).join("  |  ")}</UserText>
        </View>
      )),
    // A grid read row by row: the skills keep their order. One Text per skill, its bullet a
    // nested run, keeps the element count (react-pdf's cost) low.
    skills: () => [
      <View key="grid" style={{ flexDirection: "row", flexWrap: "wrap" }}>
        {resume.skills.map((skill, index) => (
          <Text key={index} style={{ width: "33.33%", marginBottom: 3, paddingRight: 8 }}>
            <Text style={{ color: INDIGO }}>{"\u2022  "}</Text>
            {skill}
          </Text>
        ))}
      </View>,
    ],
    languages: () => [
      <UserText key="languages" alignRtl={false}>
        {resume.languages.map(languageText).join("  ·  ")}
      </UserText>,
    ],
    certifications: () =>
      resume.certifications.map((entry, index) => (
        <View key={index} style={{ marginBottom: 5 }} wrap={false}>
          {entry.url ? (
            <Link src={entry.url} style={{ fontWeight: 700, color: INDIGO, textDecoration: "none" }}>
              {entry.name}
            </Link>
          ) : (
            <UserText style={{ fontWeight: 700 }}>{entry.name}</UserText>
          )}
          {certificationDetails(entry) && <UserText style={{ color: MUTED }}>{certificationDetails(entry)}</UserText>}
        </View>
      )),
  };
  const mainSections = sections.filter((section) => !PANEL_SECTIONS.includes(section));
  const panelSections = sections.filter((section) => PANEL_SECTIONS.includes(section));
  const renderSection = (section: TResumeSection) => (
    <Section
      key={section}
      style={{ marginTop: 12 }}
      canSplitFirst={section === "experience" && canSplitEntry(resume.experience[0].description)}
      heading={<Heading>{sectionHeading(section)}</Heading>}
      items={content[section]?.() ?? []}
    />
  );
  return (
    <Page
      size={pageSize}
      style={{
        paddingVertical: MARGIN,
        paddingLeft: MARGIN + RAIL,
        paddingRight: MARGIN,
        fontFamily: SANS,
        fontSize: 9.5,
        lineHeight: 1.4,
        color: INK,
      }}
    >
      <View fixed style={{ position: "absolute", top: 0, bottom: 0, left: 0, width: RAIL, backgroundColor: INDIGO }} />
      <UserText style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }} alignRtl={false}>
        {resume.fullName}
      </UserText>
      {latestPosition && (
        <UserText style={{ fontSize: 12, color: INDIGO, marginTop: 2 }} alignRtl={false}>
          {latestPosition}
        </UserText>
      )}
      {resume.contact.length > 0 && (
        <View style={{ marginTop: 6 }}>
          <ContactLine items={resume.contact} style={{ color: MUTED }} linkStyle={{ color: INDIGO }} />
        </View>
      )}
      <View style={{ width: 40, height: 3, backgroundColor: INDIGO, marginTop: 8, marginBottom: 4 }} />
      {mainSections.map(renderSection)}
      {panelSections.length > 0 && (
        <View style={{ marginTop: 14, paddingHorizontal: 14, paddingBottom: 10, backgroundColor: PANEL }}>
          {panelSections.map(renderSection)}
        </View>
      )}
    </Page>
  );
}
