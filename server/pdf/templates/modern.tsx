import { Link, Page, Text, View } from "@react-pdf/renderer";
import type { TResumeSection } from "../../../common/resumes/format";
import { canSplitEntry, ContactValue, Description, Section, UserText } from "../components";
import { SANS } from "../fonts";
import {
  certificationDetails,
  contactHeading,
  educationDetails,
  educationTitle,
  experienceDates,
  languageText,
  sectionHeading,
  type TPdfResume,
} from "../resume-text";

// Modern (docs/resume-templates.md): main column 64 % on the left (summary, experience,
// education), sidebar 36 % on the right on an indigo-tinted panel (contact, skills, languages,
// certifications). The panel runs the full height of every page.
const INDIGO = "#4338ca";
const PANEL = "#eef2ff";
const INK = "#1f2937";
const MUTED = "#4b5563";
const PAGE_WIDTH = 595.28;
const MARGIN = 40;
const SIDEBAR_WIDTH = Math.round(PAGE_WIDTH * 0.36);
const MAIN_WIDTH = PAGE_WIDTH - SIDEBAR_WIDTH - MARGIN;

const MAIN_SECTIONS: TResumeSection[] = ["summary", "experience", "education"];

function Heading({ children, isSidebar }: { children: string; isSidebar?: boolean }) {
  return (
    <Text
      style={{
        marginBottom: 6,
        fontSize: isSidebar ? 10 : 11.5,
        fontWeight: 700,
        color: INDIGO,
        textTransform: isSidebar ? "uppercase" : "none",
        letterSpacing: isSidebar ? 0.8 : 0,
      }}
    >
      {children}
    </Text>
  );
}

export function ModernPage({ resume, sections, latestPosition }: TPdfResume) {
  const main: Partial<Record<TResumeSection, () => React.ReactNode[]>> = {
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
  };
  const sidebar: Partial<Record<TResumeSection, () => React.ReactNode[]>> = {
    skills: () =>
      resume.skills.map((skill, index) => (
        <View key={index} style={{ flexDirection: "row", alignItems: "center", marginBottom: 2.5 }} wrap={false}>
          <View style={{ width: 4, height: 4, backgroundColor: INDIGO, marginRight: 6 }} />
          <UserText style={{ flex: 1 }} alignRtl={false}>
            {skill}
          </UserText>
        </View>
      )),
    languages: () =>
      resume.languages.map((entry, index) => (
        <UserText key={index} style={{ marginBottom: 2 }} alignRtl={false}>
          {languageText(entry)}
        </UserText>
      )),
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
  const mainSections = sections.filter((section) => MAIN_SECTIONS.includes(section));
  const sidebarSections = sections.filter((section) => !MAIN_SECTIONS.includes(section));
  return (
    <Page
      size="A4"
      style={{
        paddingVertical: MARGIN,
        paddingLeft: MARGIN,
        fontFamily: SANS,
        fontSize: 9.5,
        lineHeight: 1.4,
        color: INK,
      }}
    >
      <View
        fixed
        style={{ position: "absolute", top: 0, bottom: 0, right: 0, width: SIDEBAR_WIDTH, backgroundColor: PANEL }}
      />
      <View style={{ flexDirection: "row" }}>
        <View style={{ width: MAIN_WIDTH, paddingRight: 30 }}>
          <UserText style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }} alignRtl={false}>
            {resume.fullName}
          </UserText>
          {latestPosition && (
            <UserText style={{ fontSize: 12, color: INDIGO, marginTop: 2 }} alignRtl={false}>
              {latestPosition}
            </UserText>
          )}
          <View style={{ width: 40, height: 3, backgroundColor: INDIGO, marginTop: 8, marginBottom: 4 }} />
          {mainSections.map((section) => (
            <Section
              key={section}
              style={{ marginTop: 12 }}
              canSplitFirst={section === "experience" && canSplitEntry(resume.experience[0].description)}
              heading={<Heading>{sectionHeading(section)}</Heading>}
              items={main[section]?.() ?? []}
            />
          ))}
        </View>
        <View style={{ width: SIDEBAR_WIDTH, paddingLeft: 26, paddingRight: 24, paddingTop: 4 }}>
          {resume.contact.length > 0 && (
            <View style={{ marginBottom: 4 }}>
              <Heading isSidebar>{contactHeading}</Heading>
              {resume.contact.map((item, index) => (
                <ContactValue key={index} item={item} style={{ marginBottom: 3 }} linkStyle={{ color: INDIGO }} />
              ))}
            </View>
          )}
          {sidebarSections.map((section) => (
            <Section
              key={section}
              style={{ marginTop: 12 }}
              heading={<Heading isSidebar>{sectionHeading(section)}</Heading>}
              items={sidebar[section]?.() ?? []}
            />
          ))}
        </View>
      </View>
    </Page>
  );
}
