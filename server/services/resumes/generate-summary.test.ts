import { describe, expect, it } from "vitest";
import { ZGenerateSummarySchema, RESUME_LIMITS, type TSummaryInput } from "@common/resumes/schema";
import { DEMO_SEEKERS } from "../../db/seed/demo-seekers";
import { AppError } from "../../lib/app-error";
import { EVERY_SECTION_RESUME } from "../../test/pdf-fixtures";
import {
  degreeLevel,
  describeDuration,
  generateSummary,
  highestEducation,
  latestRole,
  missingForSummary,
  monthsOfExperience,
  withArticle,
  writeSummary,
} from "./generate-summary";

// The clock is fixed: "current" runs to November 2026.
const NOW = new Date("2026-11-22T12:00:00Z");

function input(value: Record<string, unknown>): TSummaryInput {
  return ZGenerateSummarySchema.parse(value);
}

function job(fields: Record<string, unknown>) {
  return { current: false, ...fields } as TSummaryInput["experience"][number];
}

describe("monthsOfExperience", () => {
  it("counts both end months: January to December is a year", () => {
    expect(monthsOfExperience([job({ startDate: "2020-01", endDate: "2020-12" })], NOW)).toBe(12);
  });

  it("runs a current position to this month", () => {
    expect(monthsOfExperience([job({ startDate: "2025-12", current: true })], NOW)).toBe(12);
    expect(monthsOfExperience([job({ startDate: "2026-11", current: true })], NOW)).toBe(1);
  });

  it("merges overlapping and touching periods, counting every month once", () => {
    const experience = [
      job({ startDate: "2018-01", endDate: "2020-12" }),
      job({ startDate: "2020-06", endDate: "2021-06" }), // overlaps the first
      job({ startDate: "2019-01", endDate: "2019-03" }), // inside the first
      job({ startDate: "2021-07", endDate: "2021-12" }), // touches the second
    ];
    expect(monthsOfExperience(experience, NOW)).toBe(48);
  });

  it("adds separate periods and leaves the gaps out", () => {
    const experience = [
      job({ startDate: "2015-01", endDate: "2015-12" }),
      job({ startDate: "2020-01", endDate: "2020-06" }),
    ];
    expect(monthsOfExperience(experience, NOW)).toBe(18);
  });

  it("leaves out entries without a start, and entries with neither an end nor current (not guessed)", () => {
    expect(monthsOfExperience([job({ startDate: "2020-05" }), job({ endDate: "2021-01" })], NOW)).toBe(0);
    expect(
      monthsOfExperience([job({ startDate: "2020-05" }), job({ startDate: "2025-01", endDate: "2025-12" })], NOW),
    ).toBe(12);
  });

  it("does not count the future: future starts are skipped, future ends are cut at this month", () => {
    expect(monthsOfExperience([job({ startDate: "2027-01", current: true })], NOW)).toBe(0);
    expect(monthsOfExperience([job({ startDate: "2026-01", endDate: "2030-12" })], NOW)).toBe(11);
  });

  it("does not go negative for an end before the start (the draft schema does not check the order)", () => {
    expect(monthsOfExperience([job({ startDate: "2020-05", endDate: "2019-01" })], NOW)).toBe(1);
  });

  it("is zero with no experience", () => {
    expect(monthsOfExperience([], NOW)).toBe(0);
  });
});

describe("describeDuration", () => {
  it.each([
    [0, undefined],
    [1, "1 month"],
    [11, "11 months"],
    [12, "1 year"],
    [13, "more than 1 year"],
    [24, "2 years"],
    [95, "more than 7 years"],
  ])("%i months → %s", (months, text) => {
    expect(describeDuration(months)).toBe(text);
  });
});

describe("latestRole", () => {
  it("prefers the current position over a later-started past one", () => {
    const role = latestRole([
      job({ position: "Contractor", startDate: "2025-01", endDate: "2025-06" }),
      job({ position: "Lead", startDate: "2020-01", current: true }),
    ]);
    expect(role?.position).toBe("Lead");
  });

  it("takes the latest started of several current positions", () => {
    const role = latestRole([
      job({ position: "Founder", startDate: "2019-01", current: true }),
      job({ position: "Advisor", startDate: "2023-01", current: true }),
    ]);
    expect(role?.position).toBe("Advisor");
  });

  it("without a current position, takes the most recent by start date, whatever the listed order", () => {
    const role = latestRole([
      job({ position: "Junior", startDate: "2015-01", endDate: "2017-01" }),
      job({ position: "Senior", startDate: "2020-01", endDate: "2023-01" }),
      job({ position: "Mid", startDate: "2017-02", endDate: "2019-12" }),
    ]);
    expect(role?.position).toBe("Senior");
  });

  it("skips entries with neither position nor company, and keeps the listed order on ties", () => {
    expect(latestRole([job({ startDate: "2024-01", description: "x" })])).toBeUndefined();
    const role = latestRole([job({ position: "First" }), job({ position: "Second" })]);
    expect(role?.position).toBe("First");
  });
});

describe("degreeLevel and highestEducation", () => {
  it.each([
    ["PhD", 5],
    ["Ph.D. in Physics", 5],
    ["Doctor of Medicine", 5],
    ["Master of Science", 4],
    ["Master's Degree", 4],
    ["MSc", 4],
    ["MBA", 4],
    ["M.A.", 4],
    ["Bachelor of Engineering", 3],
    ["Bachelor's Degree", 3],
    ["BSc", 3],
    ["B.A.", 3],
    ["Associate Degree", 2],
    ["Diploma in Nursing", 2],
    ["High School Diploma", 1],
    ["Certificate", 0],
    [undefined, 0],
  ])("%s → %i", (degree, level) => {
    expect(degreeLevel(degree)).toBe(level);
  });

  it("picks the highest degree, then the latest graduation", () => {
    const education = input({
      education: [
        { degree: "Bachelor of Science", field: "Physics", graduationDate: "2012-06" },
        { degree: "Master of Science", field: "Data Science", graduationDate: "2014-06" },
        { degree: "Bachelor of Arts", field: "Music", graduationDate: "2020-06" },
      ],
    }).education;
    expect(highestEducation(education)?.field).toBe("Data Science");
    const twoMasters = input({
      education: [
        { degree: "MSc", field: "Older", graduationDate: "2010-06" },
        { degree: "MBA", field: "Newer", graduationDate: "2016-06" },
      ],
    }).education;
    expect(highestEducation(twoMasters)?.field).toBe("Newer");
  });
});

describe("withArticle", () => {
  it.each([
    ["Bachelor of Science", "a Bachelor of Science"],
    ["Master's Degree", "a Master's Degree"],
    ["Associate Degree", "an Associate Degree"],
    ["MBA", "an MBA"],
    ["MSc in Data Science", "an MSc in Data Science"],
    ["BSc", "a BSc"],
    ["PhD", "a PhD"],
    ["Engineering Diploma", "an Engineering Diploma"],
    ["University Diploma", "a University Diploma"],
    ["Honours Degree", "an Honours Degree"],
  ])("%s → %s", (phrase, expected) => {
    expect(withArticle(phrase)).toBe(expected);
  });
});

describe("writeSummary", () => {
  const full = input({
    personalInfo: { fullName: "Layla Haddad", location: "Dubai, United Arab Emirates" },
    experience: [
      { company: "Qanat Digital", position: "Senior Frontend Engineer", startDate: "2022-03", current: true },
      { company: "Souk Media Group", position: "Frontend Developer", startDate: "2019-01", endDate: "2022-02" },
      { company: "Beirut Web Studio", position: "Junior Web Developer", startDate: "2017-06", endDate: "2018-12" },
    ],
    education: [
      {
        institution: "American University of Beirut",
        degree: "Bachelor of Engineering",
        field: "Computer and Communications Engineering",
        graduationDate: "2017-06",
      },
    ],
    skills: ["TypeScript", "React", "Next.js", "CSS", "Accessibility", "Node.js"],
  });

  it("writes role, experience, skills and education in three sentences", () => {
    expect(writeSummary(full, { now: NOW })).toBe(
      "Senior Frontend Engineer with more than 9 years of experience, currently at Qanat Digital. " +
        "Skilled in TypeScript, React, Next.js and CSS. " +
        "Holds a Bachelor of Engineering in Computer and Communications Engineering from American University of Beirut.",
    );
  });

  it("names a skill group's keywords, never the group's name (an imported 'Clinical' heading)", () => {
    const nurse = input({
      experience: [{ company: "Cleveland Clinic", position: "Nurse", startDate: "2020-01", current: true }],
      skills: ["Clinical", "Patient assessment", "Triage", "Rust"],
      skillGroups: [
        { name: "Clinical", keywords: ["Patient assessment", "Triage", "IV therapy"] },
        { name: "Rust", keywords: [] },
      ],
    });
    expect(writeSummary(nurse, { now: NOW })).toContain("Skilled in Patient assessment, Triage, Rust and IV therapy.");
  });

  it("is deterministic: the same input and clock give the same text", () => {
    expect(writeSummary(full, { now: NOW })).toBe(writeSummary(full, { now: NOW }));
  });

  it("moves with the clock for a current position", () => {
    const summary = writeSummary(full, { now: new Date("2030-01-15T00:00:00Z") });
    expect(summary).toContain("more than 12 years of experience");
  });

  it("says 'most recently' when no position is current", () => {
    const summary = writeSummary(
      input({
        experience: [
          { company: "Atlas Byte", position: "Data Analyst", startDate: "2021-09", endDate: "2023-12" },
          { company: "Caravan Logistics", position: "Operations Analyst", startDate: "2020-01", endDate: "2021-08" },
        ],
        skills: ["SQL"],
      }),
      { now: NOW },
    );
    expect(summary).toBe("Data Analyst with 4 years of experience, most recently at Atlas Byte. Skilled in SQL.");
  });

  it("never invents a number of years when no dates are given", () => {
    const summary = writeSummary(
      input({ experience: [{ company: "Acme", position: "Designer", current: true }], skills: ["Figma"] }),
      { now: NOW },
    );
    expect(summary).toBe("Currently working as Designer at Acme. Skilled in Figma.");
    expect(summary).not.toMatch(/year|month/);
  });

  it("writes a role with only a position, or only a company", () => {
    expect(
      writeSummary(input({ experience: [{ position: "Nurse", startDate: "2024-11", endDate: "2026-10" }] }), {
        now: NOW,
      }),
    ).toBe("Nurse with 2 years of experience.");
    expect(
      writeSummary(
        input({ experience: [{ company: "Globex", startDate: "2026-06", current: true }], skills: ["Go"] }),
        {
          now: NOW,
        },
      ),
    ).toBe("Professional with 6 months of experience, currently at Globex. Skilled in Go.");
    expect(writeSummary(input({ experience: [{ position: "Chef" }], skills: ["Baking"] }), { now: NOW })).toBe(
      "Most recently worked as Chef. Skilled in Baking.",
    );
  });

  it("with no experience, opens with education and skills", () => {
    const summary = writeSummary(
      input({
        experience: [{ company: "", position: "", startDate: "", current: false }], // the form's empty entry
        education: [
          { institution: "MIT", degree: "Bachelor of Science", field: "Computer Science", graduationDate: "2025-06" },
        ],
        skills: ["Python", "SQL"],
      }),
      { now: NOW },
    );
    expect(summary).toBe("Computer Science graduate with a Bachelor of Science from MIT. Skilled in Python and SQL.");
  });

  it("says 'working toward' for a graduation date still to come, and claims no degree", () => {
    const student = writeSummary(
      input({
        education: [{ institution: "MIT", degree: "MSc", field: "Robotics", graduationDate: "2027-06" }],
        skills: ["ROS"],
      }),
      { now: NOW },
    );
    expect(student).toBe("Robotics student at MIT, working toward an MSc. Skilled in ROS.");
    const working = writeSummary(
      input({
        experience: [{ company: "Acme", position: "Engineer", startDate: "2020-01", current: true }],
        education: [{ institution: "Open University", degree: "MBA", graduationDate: "2028-01" }],
      }),
      { now: NOW },
    );
    expect(working).toBe(
      "Engineer with more than 6 years of experience, currently at Acme. Currently working toward an MBA at Open University.",
    );
  });

  it("claims no completion when the graduation date is missing", () => {
    const summary = writeSummary(
      input({
        education: [{ institution: "TU Berlin", degree: "Master of Science", field: "Physics" }],
        skills: ["Matlab"],
      }),
      { now: NOW },
    );
    expect(summary).toBe("Studied Physics at TU Berlin (Master of Science). Skilled in Matlab.");
  });

  it("names the field once when the degree already contains it", () => {
    const summary = writeSummary(
      input({
        experience: [{ position: "Analyst", company: "Acme" }],
        education: [{ institution: "LSE", degree: "BSc Economics", field: "economics", graduationDate: "2015-06" }],
      }),
      { now: NOW },
    );
    expect(summary).toBe("Most recently worked as Analyst at Acme. Holds a BSc Economics from LSE.");
  });

  it("adds the location when there would be only one sentence", () => {
    expect(
      writeSummary(input({ skills: ["Welding"], personalInfo: { location: "Casablanca, Morocco" } }), { now: NOW }),
    ).toBe("Skilled in Welding. Based in Casablanca, Morocco.");
    expect(writeSummary(input({ skills: ["Welding"] }), { now: NOW })).toBe("Skilled in Welding.");
  });

  it("names the first four skills in the order given and skips blanks", () => {
    const summary = writeSummary(input({ skills: ["A", " ", "B", "C", "D", "E"] }), { now: NOW });
    expect(summary).toBe("Skilled in A, B, C and D.");
  });

  it("keeps the person's own words (capitalising only the sentence start) and does not double full stops", () => {
    const summary = writeSummary(
      input({
        experience: [{ position: "senior   engineer", company: "Acme Inc.", current: true, startDate: "2026-10" }],
      }),
      { now: NOW },
    );
    expect(summary).toBe("Senior engineer with 2 months of experience, currently at Acme Inc.");
  });

  it("keeps a styled first word as written", () => {
    const summary = writeSummary(
      input({ experience: [{ position: "iOS Developer", company: "eBay", current: true }] }),
      {
        now: NOW,
      },
    );
    expect(summary).toBe("Currently working as iOS Developer at eBay.");
    expect(writeSummary(input({ skills: ["iOS"], personalInfo: { location: "eBay HQ" } }), { now: NOW })).toBe(
      "Skilled in iOS. Based in eBay HQ.",
    );
    expect(
      writeSummary(input({ experience: [{ position: "iOS Developer", startDate: "2026-01", endDate: "2026-06" }] }), {
        now: NOW,
      }),
    ).toBe("iOS Developer with 6 months of experience.");
  });

  it("keeps the field when the degree only contains its letters, not its words", () => {
    const summary = writeSummary(
      input({
        experience: [{ position: "Analyst", company: "Acme" }],
        education: [{ degree: "Bachelor of Literature", field: "IT", institution: "UCL", graduationDate: "2015-06" }],
      }),
      { now: NOW },
    );
    expect(summary).toBe("Most recently worked as Analyst at Acme. Holds a Bachelor of Literature in IT from UCL.");
  });

  it("keeps right-to-left and other scripts as they are", () => {
    const summary = writeSummary(
      input({
        experience: [{ position: "مهندس برمجيات", company: "شركة قنوات", current: true }],
        skills: ["ذكاء اصطناعي"],
      }),
      { now: NOW },
    );
    expect(summary).toBe("Currently working as مهندس برمجيات at شركة قنوات. Skilled in ذكاء اصطناعي.");
  });

  it("stays within the summary limit with every field at its longest", () => {
    const long = (n: number) => "x".repeat(n);
    const summary = writeSummary(
      input({
        personalInfo: { location: long(RESUME_LIMITS.location) },
        experience: [
          {
            position: long(RESUME_LIMITS.shortText),
            company: long(RESUME_LIMITS.shortText),
            startDate: "1960-01",
            current: true,
          },
        ],
        education: [
          {
            degree: `Master ${long(RESUME_LIMITS.shortText - 7)}`,
            field: long(RESUME_LIMITS.shortText),
            institution: long(RESUME_LIMITS.shortText),
            graduationDate: "1980-01",
          },
        ],
        skills: Array.from({ length: RESUME_LIMITS.skills }, (_, index) => `${index}${long(RESUME_LIMITS.skill - 2)}`),
      }),
      { now: NOW },
    );
    expect(summary!.length).toBeLessThanOrEqual(RESUME_LIMITS.summary);
    expect(summary!.split(/\.\s/)).toHaveLength(3);
  });

  it("answers undefined when there is nothing to write about", () => {
    expect(writeSummary(input({}), { now: NOW })).toBeUndefined();
    expect(
      writeSummary(
        input({
          personalInfo: { fullName: "Jane", location: "Berlin" },
          experience: [{ company: " ", position: "", current: false, description: "Did things" }],
          education: [{ institution: "", degree: "", field: "", graduationDate: "2020-01" }],
          skills: ["", "  "],
        }),
        { now: NOW },
      ),
    ).toBeUndefined();
  });
});

describe("generateSummary", () => {
  it("answers the summary", () => {
    expect(generateSummary({ input: input({ skills: ["Go", "Rust"] }), now: NOW })).toEqual({
      summary: "Skilled in Go and Rust.",
    });
  });

  it("throws BAD_REQUEST asking for experience, education or skills when the form is empty", () => {
    try {
      generateSummary({ input: input({ personalInfo: { fullName: "Jane" } }), now: NOW });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("BAD_REQUEST");
      expect((error as AppError).message).toBe(
        "Fill in your experience, education or skills first, then generate the summary.",
      );
    }
  });

  it("says what to add: the position of a begun job, the degree of a begun education, else any of the three", () => {
    const messageKeyOf = (value: Record<string, unknown>) => {
      try {
        generateSummary({ input: input(value), now: NOW });
      } catch (error) {
        return (error as AppError).messageKey;
      }
      return "written";
    };
    expect(messageKeyOf({ experience: [{ startDate: "2020-01", current: true }] })).toBe(
      "resumeBuilder.aiSummary.needsPosition",
    );
    expect(messageKeyOf({ experience: [{ company: " ", description: "Ran the night shift" }] })).toBe(
      "resumeBuilder.aiSummary.needsPosition",
    );
    expect(messageKeyOf({ education: [{ graduationDate: "2019-06" }] })).toBe("resumeBuilder.aiSummary.needsDegree");
    expect(messageKeyOf({ personalInfo: { fullName: "Jane", location: "Oran" } })).toBe(
      "resumes.errors.nothingToSummarize",
    );
    expect(messageKeyOf({ experience: [{ position: "Nurse", startDate: "2020-01", current: true }] })).toBe("written");
    expect(missingForSummary(input({ experience: [{ current: false }], education: [{}] }))).toBe(
      "resumes.errors.nothingToSummarize",
    );
  });
});

describe("the built-in summary over the demo resumes and the every-section fixture", () => {
  const resumes = [
    ...DEMO_SEEKERS.map((seeker) => ({
      name: seeker.email,
      resume: seeker.resume as unknown as Record<string, unknown>,
    })),
    { name: "EVERY_SECTION_RESUME", resume: EVERY_SECTION_RESUME as unknown as Record<string, unknown> },
  ];

  it.each(resumes)(
    "$name: states the real latest role and years, only its skills, and invents nothing",
    ({ resume }) => {
      const { personalInfo, experience, education, skills, skillGroups } = resume;
      const form = input({ personalInfo, experience, education, skills, skillGroups });
      const summary = writeSummary(form, { now: NOW });
      expect(summary).toBeDefined();
      const text = summary ?? "";
      const role = latestRole(form.experience);
      if (role?.position) expect(text).toContain(role.position);
      if (role?.company) expect(text).toContain(role.company);
      const duration = describeDuration(monthsOfExperience(form.experience, NOW));
      if (duration) expect(text).toContain(duration);
      const named = text.match(/Skilled in ([^.]+)\./)?.[1].split(/, | and /) ?? [];
      const all = JSON.stringify(resume);
      for (const skill of named) expect(all).toContain(skill);
      // Every number is the duration's or one of the resume's; every capitalised word past a
      // sentence's start (a name, an employer, a degree) is the resume's.
      for (const number of text.match(/\d+/g) ?? []) expect(`${duration} ${all}`).toContain(number);
      const template = new Set(["Skilled", "Holds", "Currently", "Based", "Studied", "Most", "Graduate", "Student"]);
      for (const sentence of text.split(/(?<=\.)\s+/)) {
        for (const word of sentence.split(/[\s,()]+/).slice(1)) {
          const bare = word.replace(/[.]$/, "");
          if (/^\p{Lu}/u.test(bare) && !template.has(bare)) expect(all, bare).toContain(bare);
        }
      }
    },
  );
});
