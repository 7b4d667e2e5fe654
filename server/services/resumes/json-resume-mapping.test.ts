import { describe, expect, it } from "vitest";
import {
  fromJsonResume,
  JSON_RESUME_SCHEMA_URL,
  JsonResumeError,
  proficiencyFromFluency,
  toJsonResume,
} from "./json-resume-mapping";
import { RESUME_LIMITS, ZResumeSchema, type TResume } from "@common/resumes/schema";

const fullResume: TResume = ZResumeSchema.parse({
  title: "Jane Doe - Resume",
  template: "modern",
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+1 415 555 0134",
    location: "Berlin, Germany",
    summary: "Senior engineer.\nI build payment systems.",
  },
  experience: [
    {
      company: "Acme Payments",
      position: "Senior Software Engineer",
      startDate: "2022-03",
      current: true,
      description: "Lead the checkout team.\n- Cut latency by 42%\n- Mentored three engineers",
    },
    { company: "Globex", position: "Engineer", startDate: "2019-01", endDate: "2022-02", current: false },
  ],
  education: [
    { institution: "TU Berlin", degree: "M.Sc.", field: "Computer Science", graduationDate: "2018-09", gpa: "1.3" },
    { institution: "Uni Hamburg", degree: "B.Sc.", field: "Mathematics", graduationDate: "2016-07" },
  ],
  skills: ["TypeScript", "PostgreSQL", "Go"],
  links: {
    website: "https://jane.dev",
    linkedin: "https://www.linkedin.com/in/janedoe",
    github: "https://github.com/janedoe",
    portfolio: "https://dribbble.com/janedoe",
  },
  languages: [
    { language: "German", proficiency: "native" },
    { language: "English", proficiency: "fluent" },
    { language: "Spanish", proficiency: "professional" },
    { language: "French", proficiency: "intermediate" },
    { language: "Arabic", proficiency: "basic" },
  ],
  certifications: [
    {
      name: "AWS Solutions Architect",
      issuer: "Amazon Web Services",
      date: "2023-04",
      url: "https://aws.amazon.com/certification/",
    },
    { name: "Certified Scrum Master" },
  ],
});

describe("toJsonResume", () => {
  it("writes a JSON Resume v1.0.0 document", () => {
    const document = toJsonResume(fullResume);
    expect(document.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(document.meta).toEqual({ version: "v1.0.0", template: "modern" });
    expect(document.basics).toEqual({
      name: "Jane Doe",
      email: "jane.doe@example.com",
      phone: "+1 415 555 0134",
      url: "https://jane.dev",
      summary: "Senior engineer.\nI build payment systems.",
      location: { city: "Berlin", countryCode: "DE" },
      profiles: [
        { network: "LinkedIn", url: "https://www.linkedin.com/in/janedoe" },
        { network: "GitHub", url: "https://github.com/janedoe" },
        { network: "Portfolio", url: "https://dribbble.com/janedoe" },
      ],
    });
    expect(document.work).toEqual([
      {
        name: "Acme Payments",
        position: "Senior Software Engineer",
        startDate: "2022-03",
        summary: "Lead the checkout team.\n- Cut latency by 42%\n- Mentored three engineers",
      },
      { name: "Globex", position: "Engineer", startDate: "2019-01", endDate: "2022-02" },
    ]);
    expect(document.education).toEqual([
      { institution: "TU Berlin", area: "Computer Science", studyType: "M.Sc.", endDate: "2018-09", score: "1.3" },
      { institution: "Uni Hamburg", area: "Mathematics", studyType: "B.Sc.", endDate: "2016-07" },
    ]);
    expect(document.skills).toEqual([{ name: "TypeScript" }, { name: "PostgreSQL" }, { name: "Go" }]);
    expect(document.languages).toEqual([
      { language: "German", fluency: "Native" },
      { language: "English", fluency: "Fluent" },
      { language: "Spanish", fluency: "Professional" },
      { language: "French", fluency: "Intermediate" },
      { language: "Arabic", fluency: "Basic" },
    ]);
    expect(document.certificates).toEqual([
      {
        name: "AWS Solutions Architect",
        date: "2023-04",
        issuer: "Amazon Web Services",
        url: "https://aws.amazon.com/certification/",
      },
      { name: "Certified Scrum Master" },
    ]);
  });

  it("splits a location only when it reads 'City, Country'", () => {
    const location = (text: string) =>
      (
        toJsonResume({ ...fullResume, personalInfo: { ...fullResume.personalInfo, location: text } }).basics as {
          location: unknown;
        }
      ).location;
    expect(location("Dubai, United Arab Emirates")).toEqual({ city: "Dubai", countryCode: "AE" });
    expect(location("San Francisco, CA")).toEqual({ city: "San Francisco, CA" });
    expect(location("London, UK")).toEqual({ city: "London, UK" });
    expect(location("Remote")).toEqual({ city: "Remote" });
    expect(location("Austin, Texas, United States")).toEqual({ city: "Austin, Texas, United States" });
  });
});

describe("fromJsonResume(toJsonResume(resume))", () => {
  it("keeps every field we support", () => {
    const { draft, unmapped } = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(fullResume))));
    expect(unmapped).toEqual([]);
    expect(draft).toEqual(fullResume);
    expect(ZResumeSchema.safeParse(draft).success).toBe(true);
  });

  it("keeps a location that is not split", () => {
    const resume = { ...fullResume, personalInfo: { ...fullResume.personalInfo, location: "San Francisco, CA" } };
    expect(fromJsonResume(toJsonResume(resume)).draft.personalInfo.location).toBe("San Francisco, CA");
  });

  it("keeps a minimal resume", () => {
    const minimal = ZResumeSchema.parse({
      title: "Sam Lee - Resume",
      personalInfo: { fullName: "Sam Lee", email: "sam@example.com", phone: "555 0100", location: "Austin, TX" },
      experience: [],
      education: [],
      skills: [],
    });
    const { draft, unmapped } = fromJsonResume(toJsonResume(minimal));
    expect(draft).toEqual(minimal);
    expect(unmapped).toEqual([]);
  });
});

// A document shaped like the JSON Resume project's sample ("Richard Hendriks"), in our words.
const richard = {
  $schema: JSON_RESUME_SCHEMA_URL,
  basics: {
    name: "Richard Hendriks",
    label: "Programmer",
    image: "",
    email: "richard.hendriks@mail.com",
    phone: "(912) 555-4321",
    url: "http://richardhendricks.example.com",
    summary: "Founder of a compression start-up; studied in Oklahoma and at Stanford.",
    location: {
      address: "2712 Broadway St",
      postalCode: "CA 94115",
      city: "San Francisco",
      countryCode: "US",
      region: "California",
    },
    profiles: [
      { network: "Twitter", username: "neutralthoughts", url: "" },
      { network: "SoundCloud", username: "dandymusicnl", url: "https://soundcloud.example.com/dandymusicnl" },
      { network: "GitHub", username: "richard-h" },
    ],
  },
  work: [
    {
      name: "Pied Piper",
      location: "Palo Alto, CA",
      description: "Compression company",
      position: "CEO/President",
      url: "http://piedpiper.example.com",
      startDate: "2013-12-01",
      endDate: "2014-12-01",
      summary: "Built a universal lossless compression platform.",
      highlights: ["Won a start-up competition", "Set a compression record"],
    },
    { name: "Hooli", position: "Software Developer", startDate: "2011" },
  ],
  volunteer: [{ organization: "CoderDojo", position: "Teacher", startDate: "2012-01-01" }],
  education: [
    {
      institution: "University of Oklahoma",
      url: "https://www.ou.edu/",
      area: "Information Technology",
      studyType: "Bachelor",
      startDate: "2011-06-01",
      endDate: "2014-01-01",
      score: "4.0",
      courses: ["DB1101 - Basic SQL", "CS2011 - Java Introduction"],
    },
  ],
  awards: [{ title: "Compression Pioneer Award", date: "2014-11-01", awarder: "A tech blog" }],
  publications: [{ name: "Video compression for 3d media", publisher: "Hooli", releaseDate: "2014-10-01" }],
  skills: [
    { name: "Web Development", level: "Master", keywords: ["HTML", "CSS", "JavaScript"] },
    { name: "Compression", level: "Master", keywords: ["Mpeg", "MP4", "GIF", "html"] },
  ],
  languages: [
    { language: "English", fluency: "Native speaker" },
    { language: "Spanish", fluency: "Full professional proficiency" },
    { language: "Klingon", fluency: "Some words" },
  ],
  interests: [{ name: "Wildlife", keywords: ["Ferrets", "Unicorns"] }],
  references: [{ name: "Erlich Bachman", reference: "Richard will be a valuable addition." }],
  projects: [
    { name: "Miss Direction", description: "A mapping engine that misguides you" },
    { name: "Middle-out", description: "An algorithm" },
    { name: "Nucleus", description: "A platform" },
  ],
  meta: { canonical: "https://example.com/resume.json", version: "v1.0.0", lastModified: "2017-12-24T15:53:00" },
};

describe("fromJsonResume of a real-world document", () => {
  const { draft, unmapped } = fromJsonResume(richard);

  it("maps what fits", () => {
    expect(draft.title).toBe("Richard Hendriks - Resume");
    expect(draft.template).toBe("professional");
    expect(draft.personalInfo).toEqual({
      fullName: "Richard Hendriks",
      email: "richard.hendriks@mail.com",
      phone: "(912) 555-4321",
      location: "San Francisco, California, United States",
      summary: "Founder of a compression start-up; studied in Oklahoma and at Stanford.",
    });
    expect(draft.links).toEqual({
      website: "http://richardhendricks.example.com",
      linkedin: undefined,
      github: "https://github.com/richard-h",
      portfolio: undefined,
    });
    expect(draft.experience).toEqual([
      {
        company: "Pied Piper",
        position: "CEO/President",
        startDate: "2013-12",
        endDate: "2014-12",
        current: false,
        description:
          "Built a universal lossless compression platform.\n- Won a start-up competition\n- Set a compression record",
      },
      {
        company: "Hooli",
        position: "Software Developer",
        startDate: "2011-01",
        endDate: undefined,
        current: true,
        description: undefined,
      },
    ]);
    expect(draft.education).toEqual([
      {
        institution: "University of Oklahoma",
        degree: "Bachelor",
        field: "Information Technology",
        graduationDate: "2014-01",
        gpa: "4.0",
      },
    ]);
    expect(draft.skills).toEqual(["Web Development", "HTML", "CSS", "JavaScript", "Compression", "Mpeg", "MP4", "GIF"]);
    expect(draft.languages).toEqual([
      { language: "English", proficiency: "native" },
      { language: "Spanish", proficiency: "fluent" },
      { language: "Klingon", proficiency: "intermediate" },
    ]);
    expect(draft.certifications).toEqual([]);
    expect(ZResumeSchema.safeParse(draft).success).toBe(true);
  });

  it("lists what it left out", () => {
    expect(unmapped).toEqual([
      "basics.location.address",
      "basics.location.postalCode",
      "basics.profiles[0] (Twitter)",
      "basics.profiles[1] (SoundCloud)",
      "basics.label",
      "work[0].location",
      "work[0].description",
      "work[0].url",
      "work[1].startDate (only a year, 2011: set to January)",
      "education[0].url",
      "education[0].startDate",
      "education[0].courses (2 entries)",
      "skills[0].level",
      "skills[1].level",
      'languages[2].fluency ("Some words" not recognised: set to Intermediate)',
      "volunteer (1 entry)",
      "awards (1 entry)",
      "publications (1 entry)",
      "interests (1 entry)",
      "references (1 entry)",
      "projects (3 entries)",
    ]);
  });
});

describe("fromJsonResume rules", () => {
  const basics = { name: "Ana", email: "ana@example.com", phone: "1", location: { city: "Lisbon" } };

  it("normalises dates and reads 'present' and a missing end as current", () => {
    const { draft, unmapped } = fromJsonResume({
      basics,
      work: [
        { name: "A", position: "P", startDate: "2020-05-17", endDate: "Present" },
        { name: "B", position: "P", startDate: "2018-02", endDate: "2019-11-30T00:00:00" },
        { name: "C", position: "P", startDate: "Spring 2017", endDate: "2017-13" },
      ],
    });
    expect(draft.experience.map(({ startDate, endDate, current }) => ({ startDate, endDate, current }))).toEqual([
      { startDate: "2020-05", endDate: undefined, current: true },
      { startDate: "2018-02", endDate: "2019-11", current: false },
      { startDate: "", endDate: undefined, current: false },
    ]);
    expect(unmapped).toEqual([
      'work[2].startDate ("Spring 2017" is not a date)',
      'work[2].endDate ("2017-13" is not a date)',
    ]);
  });

  it("leaves required values it lacks empty, so the form asks for them", () => {
    const { draft } = fromJsonResume({ work: [{ name: "Acme" }], education: [{ institution: "MIT" }] });
    expect(draft.personalInfo).toEqual({ fullName: "", email: "", phone: "", location: "", summary: undefined });
    expect(draft.title).toBe("Resume");
    expect(draft.experience[0]).toMatchObject({ company: "Acme", position: "", startDate: "", current: true });
    expect(draft.education[0]).toMatchObject({ institution: "MIT", degree: "", field: "", graduationDate: "" });
    const result = ZResumeSchema.safeParse(draft);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("resumes.validation.fullNameRequired");
  });

  it("clips text to our limits and skips entries over the limits, saying so", () => {
    const { draft, unmapped } = fromJsonResume({
      basics: { ...basics, name: "N".repeat(150), summary: "S".repeat(3_000) },
      work: Array.from({ length: 35 }, (_, index) => ({ name: `Company ${index}`, position: "P", startDate: "2020" })),
      skills: Array.from({ length: 70 }, (_, index) => ({ name: `Skill ${index}`, keywords: [`skill ${index}`] })),
      languages: Array.from({ length: 22 }, (_, index) => ({ language: `L${index}`, fluency: "Native" })),
      certificates: [{ name: "C".repeat(200) }, { issuer: "Nobody" }],
    });
    expect(draft.personalInfo.fullName).toHaveLength(RESUME_LIMITS.name);
    expect(draft.personalInfo.summary).toHaveLength(RESUME_LIMITS.summary);
    expect(draft.experience).toHaveLength(RESUME_LIMITS.experience);
    expect(draft.skills).toHaveLength(RESUME_LIMITS.skills);
    expect(draft.languages).toHaveLength(RESUME_LIMITS.languages);
    expect(draft.certifications).toHaveLength(1);
    expect(ZResumeSchema.safeParse(draft).success).toBe(true);
    expect(unmapped).toEqual(
      expect.arrayContaining([
        "basics.name (shortened to 100 characters)",
        "basics.summary (shortened to 2000 characters)",
        "work: 5 entries over the limit of 30 left out",
        "skills: 10 skills over the limit of 60 left out",
        "languages: 2 entries over the limit of 20 left out",
        "certificates[0].name (shortened to 120 characters)",
        "certificates[1] (nothing we can use)",
      ]),
    );
  });

  it("de-duplicates skills from names and keywords, ignoring case", () => {
    const { draft } = fromJsonResume({
      skills: [
        { name: "Frontend", keywords: ["React", "react", " React ", "CSS"] },
        { name: "css" },
        "Go",
        { name: "" },
      ],
    });
    expect(draft.skills).toEqual(["Frontend", "React", "CSS", "Go"]);
  });

  it("maps fluency words to our levels", () => {
    const cases: [string, string | undefined][] = [
      ["Native or bilingual proficiency", "native"],
      ["Mother tongue", "native"],
      ["Fluent", "fluent"],
      ["Full professional proficiency", "fluent"],
      ["C2", "fluent"],
      ["Professional working proficiency", "professional"],
      ["Advanced", "professional"],
      ["C1", "professional"],
      ["Limited working proficiency", "intermediate"],
      ["Conversational", "intermediate"],
      ["B2", "intermediate"],
      ["Elementary proficiency", "basic"],
      ["Beginner", "basic"],
      ["A1", "basic"],
      ["Klingon-ish", undefined],
    ];
    for (const [fluency, expected] of cases) expect(proficiencyFromFluency(fluency), fluency).toBe(expected);
    const { draft, unmapped } = fromJsonResume({ languages: [{ language: "Welsh" }] });
    expect(draft.languages).toEqual([{ language: "Welsh", proficiency: "intermediate" }]);
    expect(unmapped).toEqual(["languages[0].fluency (missing: set to Intermediate)"]);
  });

  it("builds profile links from user names and refuses addresses that are not web addresses", () => {
    const { draft, unmapped } = fromJsonResume({
      basics: {
        name: "Ana",
        url: "javascript:alert(1)",
        profiles: [
          { network: "linkedin", username: "ana-silva" },
          { network: "LinkedIn", url: "https://linkedin.com/in/other" },
          { network: "Behance", url: "https://behance.net/ana" },
          { network: "GitHub", username: "../../evil" },
        ],
      },
    });
    expect(draft.links).toEqual({
      website: undefined,
      linkedin: "https://www.linkedin.com/in/ana-silva",
      github: undefined,
      portfolio: "https://behance.net/ana",
    });
    expect(unmapped).toEqual([
      "basics.url (not a web address we can keep)",
      "basics.profiles[1] (a second LinkedIn profile)",
      "basics.profiles[3] (GitHub: no web address)",
    ]);
  });

  it("reads the template from meta and ignores an unknown one", () => {
    expect(fromJsonResume({ basics, meta: { template: "creative" } }).draft.template).toBe("creative");
    expect(fromJsonResume({ basics, meta: { template: "<script>" } }).draft.template).toBe("professional");
  });

  it("strips control characters that our fields refuse", () => {
    const { draft } = fromJsonResume({ basics: { ...basics, name: "Ana\u0000 Silva\u0007", summary: "a\r\nb\tc" } });
    expect(draft.personalInfo.fullName).toBe("Ana Silva");
    expect(draft.personalInfo.summary).toBe("a\nb\tc");
  });
});

describe("fromJsonResume of hostile input", () => {
  const expectError = (input: unknown, key: string) => {
    try {
      fromJsonResume(input);
    } catch (error) {
      expect(error).toBeInstanceOf(JsonResumeError);
      expect((error as JsonResumeError).message).toBe(key);
      return;
    }
    throw new Error("expected a JsonResumeError");
  };

  it("refuses what is not an object", () => {
    for (const input of [null, undefined, 42, "resume", true, [], [{ basics: { name: "A" } }]]) {
      expectError(input, "resumeImport.notAnObject");
    }
  });

  it("refuses a document with nothing usable", () => {
    expectError({}, "resumeImport.nothingToImport");
    expectError({ basics: { name: "  ", image: "x.png" }, projects: [{ name: "P" }] }, "resumeImport.nothingToImport");
    expectError({ basics: [], work: "lots", skills: 7, education: [null, 1, "x"] }, "resumeImport.nothingToImport");
  });

  it("does not let __proto__ or constructor keys pollute anything", () => {
    const input = JSON.parse(
      '{"__proto__": {"polluted": true, "name": "x"}, "constructor": {"prototype": {"polluted": true}},' +
        '"basics": {"__proto__": {"name": "Evil"}, "name": "Ana", "email": "a@b.co"},' +
        '"work": [{"__proto__": {"position": "Injected"}, "name": "Acme"}],' +
        '"skills": [{"name": "__proto__", "keywords": ["constructor", "toString"]}]}',
    );
    const { draft, unmapped } = fromJsonResume(input);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(draft.personalInfo.fullName).toBe("Ana");
    expect(draft.experience[0].position).toBe("");
    expect(draft.skills).toEqual(["__proto__", "constructor", "toString"]);
    expect(Object.getPrototypeOf(draft)).toBe(Object.prototype);
    expect(unmapped).toEqual(expect.arrayContaining(["__proto__", "constructor"]));
  });

  it("survives wrong types everywhere", () => {
    const { draft, unmapped } = fromJsonResume({
      basics: { name: ["Ana"], email: { address: "x" }, phone: 5551234, location: 12, profiles: "github", url: 7 },
      work: [null, 1, "job", [], { name: { x: 1 }, position: true, startDate: 2020, endDate: {}, highlights: "many" }],
      education: { institution: "MIT" },
      skills: [{ name: 1, keywords: "a,b" }, null],
      languages: [{ language: ["x"], fluency: 3 }],
      certificates: [{ name: "Cert", date: [], url: { href: "https://x" } }],
      meta: "v1",
    });
    expect(draft.personalInfo.phone).toBe("5551234");
    expect(draft.skills).toEqual(["1"]);
    expect(draft.certifications).toEqual([{ name: "Cert", issuer: undefined, date: undefined, url: undefined }]);
    expect(unmapped.length).toBeGreaterThan(5);
    expect(unmapped).toEqual(
      expect.arrayContaining(["basics.name (not text)", "education (not a list)", "work[0] (not an object)"]),
    );
  });

  it("handles deep nesting, huge arrays and huge strings quickly", () => {
    let deep: Record<string, unknown> = { name: "bottom" };
    for (let level = 0; level < 100_000; level++) deep = { basics: deep, work: [deep] };
    const huge = Array.from({ length: 200_000 }, (_, index) => ({ name: `Company ${index}`, position: "P" }));
    const started = performance.now();
    const { draft, unmapped } = fromJsonResume({
      ...deep,
      basics: { name: "Ana", summary: "x".repeat(5_000_000), profiles: Array(100_000).fill({ network: "Twitter" }) },
      work: huge,
      skills: Array.from({ length: 100_000 }, (_, index) => `skill ${index}`),
      meta: deep,
      interests: [deep],
      volunteer: deep,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(draft.experience).toHaveLength(RESUME_LIMITS.experience);
    expect(draft.skills).toHaveLength(RESUME_LIMITS.skills);
    expect(unmapped.length).toBeLessThanOrEqual(101);
    expect(unmapped.at(-1)).toMatch(/^\.\.\.and \d+ more$/);
  });

  it("keeps web addresses as people type them and reports only what is not one", () => {
    const { draft, unmapped } = fromJsonResume({
      basics: {
        name: "Sam Rivera",
        url: "sam.dev",
        profiles: [
          { network: "GitHub", url: "github.com/sam" },
          { network: "LinkedIn", url: "not an address" },
        ],
      },
    });
    expect(draft.links).toMatchObject({ website: "https://sam.dev", github: "https://github.com/sam" });
    expect(draft.links.linkedin).toBeUndefined();
    expect(unmapped.some((line) => line.startsWith("basics.profiles[1]"))).toBe(true);
  });

  it("turns an object that throws when read into a JsonResumeError", () => {
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("boom");
        },
        getOwnPropertyDescriptor: () => {
          throw new Error("boom");
        },
      },
    );
    expectError(trap, "resumeImport.unreadable");
  });
});
