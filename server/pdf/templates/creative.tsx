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
import { atStart, composedText, mirror, type TDirection, listSeparator } from "../direction";
import type { TPdfResume } from "../resume-text";

// Creative (docs/resume-templates.md): a full-width teal header band (name and contact in
// white), teal headings with a coral bar on their left, experience on a thin teal timeline,
// skills in bold teal.
const TEAL = "#0f766e";
const TEAL_LINE = "#99d5cf";
const CORAL = "#f97316";
const INK = "#1f2937";
const MUTED = "#57606a";
const MARGIN = 40;

function Heading({ children, direction }: { children: string; direction: TDirection }) {
  return (
    <View style={mirror({ flexDirection: "row", alignItems: "center", marginBottom: 7 }, direction)}>
      <View style={mirror({ width: 3, height: 14, backgroundColor: CORAL, marginRight: 7 }, direction)} />
      <Text style={{ fontSize: 12.5, fontWeight: 700, color: TEAL, ...composedText(direction) }}>{children}</Text>
    </View>
  );
}

const layout = TEMPLATE_LAYOUTS.creative;
const ENTRY_STYLES = {
  position: { fontSize: 11, fontWeight: 700, color: INK },
  company: { color: TEAL, fontWeight: 700 },
  dates: { color: MUTED },
  title: { fontWeight: 700, color: INK },
  institution: { color: MUTED },
  graduationDate: { color: MUTED },
  gpa: { color: MUTED },
  name: { fontWeight: 700, color: TEAL },
  issuer: { color: MUTED },
  date: { color: MUTED },
  subtitle: { color: TEAL, fontWeight: 700 },
  meta: { color: MUTED },
  tags: { color: MUTED },
} as const;
const LINE = { separator: layout.separator, fieldStyles: ENTRY_STYLES };

export function CreativePage({ resume, sections, text, pageSize, direction }: TPdfResume) {
  const entryProps = {
    template: "creative",
    style: { marginBottom: 7 },
    bulletColor: CORAL,
    fieldStyles: ENTRY_STYLES,
  } as const;
  const render: Record<Exclude<TResumeSection, TEntrySection>, () => React.ReactNode[]> = {
    summary: () => [<UserText key="text">{resume.summary}</UserText>],
    experience: () =>
      resume.experience.map((entry, index) => (
        <View
          key={index}
          style={mirror(
            { marginLeft: 4, borderLeftWidth: 1.5, borderLeftColor: TEAL_LINE, paddingLeft: 14, paddingBottom: 10 },
            direction,
          )}
          wrap={canSplitEntry(entry.description)}
        >
          <View
            style={mirror(
              {
                position: "absolute",
                left: -4.75,
                top: 3,
                width: 8,
                height: 8,
                borderRadius: 4,
                backgroundColor: index === 0 ? CORAL : TEAL,
              },
              direction,
            )}
          />
          <View wrap={false} minPresenceAhead={24}>
            <FieldLines lines={entryLines(layout.experience, text.experienceTexts(entry))} {...LINE} />
          </View>
          <Description value={entry.description} bulletColor={CORAL} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 7 }} wrap={false}>
          <FieldLines lines={entryLines(layout.education, text.educationTexts(entry))} {...LINE} />
        </View>
      )),
    // One paragraph of teal skills: it wraps like text and reads in order (chips, boxes of
    // their own, are read out of order by text extractors once they wrap).
    skills: () => [
      ...resume.skillGroups.map((group, index) => (
        <EntryBlock key={index} entry={skillGroupView(group)} {...entryProps} style={{ marginBottom: 2 }} />
      )),
      ...(resume.skills.length > 0
        ? [
            <UserText key="skills" style={{ color: TEAL, fontWeight: 700 }} composed>
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
        {resume.headline && (
          <UserText style={{ fontSize: 12.5, color: "#ccfbf1", marginTop: 3 }} alignRtl={false}>
            {resume.headline}
          </UserText>
        )}
        <View
          style={{ width: 36, height: 3, backgroundColor: CORAL, marginTop: 6, marginBottom: 8, ...atStart(direction) }}
        />
        <ContactLine
          items={resume.contact}
          width={contentWidth(pageSize, 2 * MARGIN)}
          fontFamily={SANS}
          fontSize={9.5}
          style={{ color: "#ffffff" }}
          linkStyle={{ color: "#ffffff" }}
          separatorStyle={{ color: "#fdba74" }}
        />
      </View>
      <View style={{ paddingHorizontal: MARGIN }}>
        {templateSections("creative", sections).main.map((section) => (
          <Section
            key={section}
            style={{ marginTop: 14 }}
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
      </View>
    </Page>
  );
}
