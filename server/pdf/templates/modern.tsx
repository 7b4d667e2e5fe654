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

// Modern (docs/resume-templates.md): one reading flow, so applicant-tracking systems read it in
// order (a side column gets interleaved with the main one by text extractors): a decorative
// indigo rail down the left edge, the name with the latest position under it, the contact line,
// summary, experience, projects and education, then skills, languages and certifications on an
// indigo-tinted panel, then the other sections (references last).
const INDIGO = "#4338ca";
const PANEL = "#eef2ff";
const INK = "#1f2937";
const MUTED = "#4b5563";
const MARGIN = 40;
const RAIL = 10;

function Heading({ children, direction }: { children: string; direction: TDirection }) {
  return (
    <Text style={{ marginBottom: 6, fontSize: 11.5, fontWeight: 700, color: INDIGO, ...composedText(direction) }}>
      {children}
    </Text>
  );
}

const layout = TEMPLATE_LAYOUTS.modern;
const ENTRY_STYLES = {
  position: { fontSize: 11, fontWeight: 700 },
  company: { color: INDIGO, fontWeight: 700 },
  dates: { color: MUTED },
  title: { fontWeight: 700, color: INK },
  institution: { color: MUTED },
  graduationDate: { color: MUTED },
  gpa: { color: MUTED },
  name: { fontWeight: 700, color: INK },
  issuer: { color: MUTED },
  date: { color: MUTED },
  subtitle: { color: INDIGO, fontWeight: 700 },
  meta: { color: MUTED },
  tags: { color: MUTED },
} as const;
const LINE = { separator: layout.separator, fieldStyles: ENTRY_STYLES };

export function ModernPage({ resume, sections, text, latestPosition, pageSize, direction }: TPdfResume) {
  const entryProps = {
    template: "modern",
    style: { marginBottom: 7 },
    bulletColor: INDIGO,
    fieldStyles: ENTRY_STYLES,
  } as const;
  const content: Record<Exclude<TResumeSection, TEntrySection>, () => React.ReactNode[]> = {
    summary: () => [
      <UserText key="text" style={{ color: MUTED }}>
        {resume.summary}
      </UserText>,
    ],
    experience: () =>
      resume.experience.map((entry, index) => (
        <View key={index} style={{ marginBottom: 10 }} wrap={canSplitEntry(entry.description)}>
          <View wrap={false} minPresenceAhead={24}>
            <FieldLines lines={entryLines(layout.experience, text.experienceTexts(entry))} {...LINE} />
          </View>
          <Description value={entry.description} style={{ color: INK }} bulletColor={INDIGO} />
        </View>
      )),
    education: () =>
      resume.education.map((entry, index) => (
        <View key={index} style={{ marginBottom: 7 }} wrap={false}>
          <FieldLines lines={entryLines(layout.education, text.educationTexts(entry))} {...LINE} />
        </View>
      )),
    // One paragraph: it wraps like text and reads in order (a grid of boxes is read column by
    // column by text extractors).
    skills: () => [
      ...resume.skillGroups.map((group, index) => (
        <EntryBlock key={index} entry={skillGroupView(group)} {...entryProps} style={{ marginBottom: 2 }} />
      )),
      ...(resume.skills.length > 0
        ? [
            <UserText key="skills" composed>
              {resume.skills.join(listSeparator(layout.separator, direction))}
            </UserText>,
          ]
        : []),
    ],
    languages: () => [
      <UserText key="languages" alignRtl={false} composed>
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
  const { runs } = templateSections("modern", sections);
  const renderSection = (section: TResumeSection) => (
    <Section
      key={section}
      style={{ marginTop: 12 }}
      canSplitFirst={section === "experience" && canSplitEntry(resume.experience[0].description)}
      heading={<Heading direction={direction}>{text.heading(section)}</Heading>}
      items={
        isEntrySection(section)
          ? entryViews(resume, section, text).map((view, index) => (
              <EntryBlock key={index} entry={view} {...entryProps} />
            ))
          : content[section]()
      }
    />
  );
  return (
    <Page
      size={pageSize}
      style={mirror(
        {
          paddingVertical: MARGIN,
          paddingLeft: MARGIN + RAIL,
          paddingRight: MARGIN,
          fontFamily: SANS,
          fontSize: 9.5,
          lineHeight: 1.4,
          color: INK,
        },
        direction,
      )}
    >
      <View
        fixed
        style={mirror(
          { position: "absolute", top: 0, bottom: 0, left: 0, width: RAIL, backgroundColor: INDIGO },
          direction,
        )}
      />
      <UserText style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }} alignRtl={false}>
        {resume.fullName}
      </UserText>
      {(resume.headline || latestPosition) && (
        <UserText style={{ fontSize: 12, color: INDIGO, marginTop: 2 }} alignRtl={false}>
          {resume.headline || latestPosition}
        </UserText>
      )}
      {resume.contact.length > 0 && (
        <View style={{ marginTop: 6 }}>
          <ContactLine
            items={resume.contact}
            width={contentWidth(pageSize, 2 * MARGIN + RAIL)}
            fontFamily={SANS}
            fontSize={9.5}
            style={{ color: MUTED }}
            linkStyle={{ color: INDIGO }}
          />
        </View>
      )}
      <View
        style={{ width: 40, height: 3, backgroundColor: INDIGO, marginTop: 8, marginBottom: 4, ...atStart(direction) }}
      />
      {runs.map((run) =>
        run.onPanel ? (
          <View
            key={run.sections[0]}
            style={{ marginTop: 14, paddingHorizontal: 14, paddingBottom: 10, backgroundColor: PANEL }}
          >
            {run.sections.map(renderSection)}
          </View>
        ) : (
          run.sections.map(renderSection)
        ),
      )}
    </Page>
  );
}
