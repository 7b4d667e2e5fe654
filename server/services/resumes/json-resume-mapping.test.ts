import { describe, expect, it } from "vitest";
import { JSON_RESUME_SCHEMA_URL, toJsonResume } from "./json-resume-export";
import { fromJsonResume, JsonResumeError } from "./json-resume-import";
import { proficiencyFromFluency } from "./json-resume-import-career";
import { RESUME_LIMITS, ZResumeSchema, type TResume } from "@common/resumes/schema";

const fullResume: TResume = ZResumeSchema.parse({
  // The title an import gives: the headline (the API then names it "Imported {date}").
  title: "Payments Engineer",
  template: "modern",
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+1 415 555 0134",
    location: "Berlin, Germany",
    label: "Payments Engineer",
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
    {
      institution: "TU Berlin",
      degree: "M.Sc.",
      field: "Computer Science",
      graduationDate: "2018-09",
      gpa: "1.3",
      courses: ["Distributed Systems", "Cryptography"],
    },
    { institution: "Uni Hamburg", degree: "B.Sc.", field: "Mathematics", graduationDate: "2016-07" },
  ],
  skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "Go"],
  skillGroups: [
    { name: "TypeScript", level: "Expert", keywords: ["React", "Node.js"] },
    { name: "Go", level: "Good" },
  ],
  profiles: [
    { network: "Mastodon", username: "jane", url: "https://hachyderm.io/@jane" },
    { network: "Twitter", username: "janedoe" },
  ],
  projects: [
    {
      name: "Ledger",
      description: "An open-source double-entry ledger.",
      startDate: "2021-05",
      endDate: "2022-01",
      url: "https://github.com/janedoe/ledger",
      highlights: ["500 stars", "Used by two banks"],
      keywords: ["Go", "PostgreSQL"],
      roles: ["Maintainer"],
      entity: "Self",
      type: "application",
    },
    { name: "Talk slides" },
  ],
  volunteer: [
    {
      organization: "CoderDojo",
      position: "Mentor",
      url: "https://coderdojo.com",
      startDate: "2015-01",
      endDate: "2016-06",
      summary: "Taught children to code.",
      highlights: ["Ran 40 sessions"],
    },
  ],
  awards: [{ title: "Engineer of the Year", date: "2023-12", awarder: "Acme Payments", summary: "For checkout." }],
  publications: [
    {
      name: "Idempotent payments",
      publisher: "ACM Queue",
      releaseDate: "2022-06",
      url: "https://queue.acm.org/idempotent",
      summary: "How retries stay safe.",
    },
  ],
  interests: [{ name: "Climbing", keywords: ["Bouldering"] }, { name: "Chess" }],
  references: [{ name: "John Smith", reference: "Jane led our best team." }, { name: "Available on request" }],
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
      label: "Payments Engineer",
      email: "jane.doe@example.com",
      phone: "+1 415 555 0134",
      url: "https://jane.dev",
      summary: "Senior engineer.\nI build payment systems.",
      location: { city: "Berlin", countryCode: "DE" },
      profiles: [
        { network: "LinkedIn", url: "https://www.linkedin.com/in/janedoe" },
        { network: "GitHub", url: "https://github.com/janedoe" },
        { network: "Portfolio", url: "https://dribbble.com/janedoe" },
        { network: "Mastodon", username: "jane", url: "https://hachyderm.io/@jane" },
        { network: "Twitter", username: "janedoe" },
      ],
    });
    expect(document.work).toEqual([
      {
        name: "Acme Payments",
        position: "Senior Software Engineer",
        startDate: "2022-03",
        summary: "Lead the checkout team.",
        highlights: ["Cut latency by 42%", "Mentored three engineers"],
      },
      { name: "Globex", position: "Engineer", startDate: "2019-01", endDate: "2022-02" },
    ]);
    expect(document.education).toEqual([
      {
        institution: "TU Berlin",
        area: "Computer Science",
        studyType: "M.Sc.",
        endDate: "2018-09",
        score: "1.3",
        courses: ["Distributed Systems", "Cryptography"],
      },
      { institution: "Uni Hamburg", area: "Mathematics", studyType: "B.Sc.", endDate: "2016-07" },
    ]);
    expect(document.skills).toEqual([
      { name: "TypeScript", level: "Expert", keywords: ["React", "Node.js"] },
      { name: "PostgreSQL" },
      { name: "Go", level: "Good" },
    ]);
    expect(document.projects).toEqual([fullResume.projects[0], { name: "Talk slides" }]);
    expect(document.volunteer).toEqual(fullResume.volunteer);
    expect(document.awards).toEqual(fullResume.awards);
    expect(document.publications).toEqual(fullResume.publications);
    expect(document.interests).toEqual([{ name: "Climbing", keywords: ["Bouldering"] }, { name: "Chess" }]);
    expect(document.references).toEqual([
      { name: "John Smith", reference: "Jane led our best team." },
      { name: "Available on request" },
    ]);
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

  it("writes a skill group added in the builder even when its name is not in the skill list", () => {
    const resume = { ...fullResume, skills: ["Go"], skillGroups: [{ name: "Rust", level: "Learning", keywords: [] }] };
    expect(toJsonResume(resume).skills).toEqual([{ name: "Go" }, { name: "Rust", level: "Learning" }]);
  });

  it("splits a location only when it reads 'City, Country' or 'City, Region, Country'", () => {
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
    expect(location("Austin, Texas, United States")).toEqual({ city: "Austin", region: "Texas", countryCode: "US" });
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

  it("says a region equal to the city once: 'Abu Dhabi, United Arab Emirates'", () => {
    const document = toJsonResume(fullResume) as { basics: Record<string, unknown> };
    document.basics.location = { city: "Abu Dhabi", region: "abu dhabi", countryCode: "AE" };
    expect(fromJsonResume(document).draft.personalInfo.location).toBe("Abu Dhabi, United Arab Emirates");
    document.basics.location = { city: "Singapore", region: "Singapore", countryCode: "SG" };
    expect(fromJsonResume(document).draft.personalInfo.location).toBe("Singapore");
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
    expect(draft.title).toBe("Programmer");
    expect(draft.template).toBe("professional");
    expect(draft.personalInfo).toEqual({
      fullName: "Richard Hendriks",
      email: "richard.hendriks@mail.com",
      phone: "(912) 555-4321",
      location: "San Francisco, California, United States",
      label: "Programmer",
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
        courses: ["DB1101 - Basic SQL", "CS2011 - Java Introduction"],
      },
    ]);
    expect(draft.skills).toEqual(["Web Development", "HTML", "CSS", "JavaScript", "Compression", "Mpeg", "MP4", "GIF"]);
    expect(draft.languages).toEqual([
      { language: "English", proficiency: "native" },
      { language: "Spanish", proficiency: "fluent" },
      { language: "Klingon", proficiency: "intermediate" },
    ]);
    expect(draft.certifications).toEqual([]);
    expect(draft.profiles).toEqual([
      { network: "Twitter", username: "neutralthoughts", url: undefined },
      { network: "SoundCloud", username: "dandymusicnl", url: "https://soundcloud.example.com/dandymusicnl" },
    ]);
    expect(draft.skillGroups).toEqual([
      { name: "Web Development", level: "Master", keywords: ["HTML", "CSS", "JavaScript"] },
      { name: "Compression", level: "Master", keywords: ["Mpeg", "MP4", "GIF", "HTML"] },
    ]);
    expect(draft.volunteer).toEqual([
      { organization: "CoderDojo", position: "Teacher", startDate: "2012-01", highlights: [] },
    ]);
    expect(draft.awards).toEqual([{ title: "Compression Pioneer Award", date: "2014-11", awarder: "A tech blog" }]);
    expect(draft.publications).toEqual([
      { name: "Video compression for 3d media", publisher: "Hooli", releaseDate: "2014-10" },
    ]);
    expect(draft.interests).toEqual([{ name: "Wildlife", keywords: ["Ferrets", "Unicorns"] }]);
    expect(draft.references).toEqual([{ name: "Erlich Bachman", reference: "Richard will be a valuable addition." }]);
    expect(draft.projects.map((project) => project.name)).toEqual(["Miss Direction", "Middle-out", "Nucleus"]);
    expect(ZResumeSchema.safeParse(draft).success).toBe(true);
  });

  it("lists what it left out, in plain words", () => {
    expect(unmapped).toEqual([
      "Personal details: street address",
      "Personal details: postal code",
      "Job 1: location",
      "Job 1: company description",
      "Job 1: web address",
      "Job 2: start date (only a year, 2011: set to January)",
      "School 1: web address",
      "School 1: start date",
      'Language 3: level ("Some words" not recognised: set to Intermediate)',
    ]);
  });
});

// The JSON Resume project's own sample (jsonresume/resume-schema, sample.resume.json, v1.0.0).
const officialSample = {
  basics: {
    name: "Richard Hendriks",
    label: "Programmer",
    image: "",
    email: "richard.hendriks@mail.com",
    phone: "(912) 555-4321",
    url: "http://richardhendricks.example.com",
    summary: "Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.",
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
    ],
  },
  work: [
    {
      name: "Pied Piper",
      location: "Palo Alto, CA",
      description: "Awesome compression company",
      position: "CEO/President",
      url: "http://piedpiper.example.com",
      startDate: "2013-12-01",
      endDate: "2014-12-01",
      summary: "Pied Piper is a multi-platform technology based on a proprietary universal compression algorithm.",
      highlights: [
        "Build an algorithm for artist to detect if their music was violating copy right infringement laws",
        "Successfully won Techcrunch Disrupt",
        "Optimized an algorithm that holds the current world record for Weisman Scores",
      ],
    },
  ],
  volunteer: [
    {
      organization: "CoderDojo",
      position: "Teacher",
      url: "http://coderdojo.example.com/",
      startDate: "2012-01-01",
      endDate: "2013-01-01",
      summary: "Global movement of free coding clubs for young people.",
      highlights: ["Awarded 'Teacher of the Month'"],
    },
  ],
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
  awards: [
    {
      title: "Digital Compression Pioneer Award",
      date: "2014-11-01",
      awarder: "Techcrunch",
      summary: "There is no spoon.",
    },
  ],
  certificates: [
    {
      name: "Certified Kubernetes Administrator",
      date: "2021-11-07",
      issuer: "Linux Foundation",
      url: "https://example.com",
    },
  ],
  publications: [
    {
      name: "Video compression for 3d media",
      publisher: "Hooli",
      releaseDate: "2014-10-01",
      url: "http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)",
      summary: "Innovative middle-out compression algorithm that changes the way we store data.",
    },
  ],
  skills: [
    { name: "Web Development", level: "Master", keywords: ["HTML", "CSS", "Javascript"] },
    { name: "Compression", level: "Master", keywords: ["Mpeg", "MP4", "GIF"] },
  ],
  languages: [{ language: "English", fluency: "Native Speaker" }],
  interests: [{ name: "Wildlife", keywords: ["Ferrets", "Unicorns"] }],
  references: [{ name: "Erlich Bachman", reference: "It is my pleasure to recommend Richard." }],
  projects: [
    {
      name: "Miss Direction",
      description: "A mapping engine that misguides you",
      highlights: [
        "Won award at AIHacks 2016",
        "Built by all women team of newbie programmers",
        "Using modern technologies such as GoogleMaps, Chrome Extension and Javascript",
      ],
      keywords: ["GoogleMaps", "Chrome Extension", "Javascript"],
      startDate: "2016-08-24",
      endDate: "2016-08-24",
      url: "missdirection.example.com",
      roles: ["Team lead", "Designer"],
      entity: "Smoogle",
      type: "application",
    },
  ],
  meta: { canonical: "https://example.com/resume.json", version: "v1.0.0", lastModified: "2017-12-24T15:53:00" },
};

describe("the official JSON Resume sample, imported then exported", () => {
  const { draft, unmapped } = fromJsonResume(JSON.parse(JSON.stringify(officialSample)));
  const exported = toJsonResume(ZResumeSchema.parse(draft));

  it("gives back every field we show, dates as months", () => {
    const { $schema: _schema, meta, ...sections } = exported;
    expect(meta).toEqual({ version: "v1.0.0", template: "professional" });
    const sample = officialSample;
    const [work] = sample.work;
    const [school] = sample.education;
    expect(sections).toEqual({
      basics: {
        name: sample.basics.name,
        label: sample.basics.label,
        email: sample.basics.email,
        phone: sample.basics.phone,
        url: sample.basics.url,
        summary: sample.basics.summary,
        location: { city: "San Francisco", region: "California", countryCode: "US" },
        profiles: [{ network: "Twitter", username: "neutralthoughts" }, sample.basics.profiles[1]],
      },
      work: [
        {
          name: work.name,
          position: work.position,
          startDate: "2013-12",
          endDate: "2014-12",
          summary: work.summary,
          highlights: work.highlights,
        },
      ],
      volunteer: [{ ...sample.volunteer[0], startDate: "2012-01", endDate: "2013-01" }],
      education: [
        {
          institution: school.institution,
          area: school.area,
          studyType: school.studyType,
          endDate: "2014-01",
          score: school.score,
          courses: school.courses,
        },
      ],
      awards: [{ ...sample.awards[0], date: "2014-11" }],
      certificates: [{ ...sample.certificates[0], date: "2021-11" }],
      publications: [{ ...sample.publications[0], releaseDate: "2014-10" }],
      skills: sample.skills,
      // Our levels are five words: "Native Speaker" is read as, and written back as, "Native".
      languages: [{ language: "English", fluency: "Native" }],
      interests: sample.interests,
      references: sample.references,
      projects: [
        {
          ...sample.projects[0],
          startDate: "2016-08",
          endDate: "2016-08",
          url: "https://missdirection.example.com",
        },
      ],
    });
  });

  it("names in plain words each field it could not keep", () => {
    expect(unmapped).toEqual([
      "Personal details: street address",
      "Personal details: postal code",
      "Job 1: location",
      "Job 1: company description",
      "Job 1: web address",
      "School 1: web address",
      "School 1: start date",
    ]);
    for (const line of unmapped) expect(line).not.toMatch(/[[\].]|[a-z][A-Z]/);
  });

  it("exports the same document again after a second import", () => {
    const again = toJsonResume(ZResumeSchema.parse(fromJsonResume(exported).draft));
    expect(again).toEqual(exported);
    expect(fromJsonResume(exported).unmapped).toEqual([]);
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
      'Job 3: start date ("Spring 2017" is not a date)',
      'Job 3: end date ("2017-13" is not a date)',
    ]);
  });

  it("leaves required values it lacks empty, so the form asks for them", () => {
    const { draft } = fromJsonResume({ work: [{ name: "Acme" }], education: [{ institution: "MIT" }] });
    expect(draft.personalInfo).toEqual({
      fullName: "",
      email: "",
      phone: "",
      location: "",
      label: undefined,
      summary: undefined,
    });
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
        "Personal details: name (shortened to 100 characters)",
        "Personal details: summary (shortened to 2000 characters)",
        "Work experience (5 entries over the limit of 30 left out)",
        "Skills (10 skills over the limit of 60 left out)",
        "Languages (2 entries over the limit of 20 left out)",
        "Certificate 1: name (shortened to 120 characters)",
        "Certificate 2 (nothing we can use)",
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
    expect(draft.skillGroups).toEqual([{ name: "Frontend", level: undefined, keywords: ["React", "CSS"] }]);
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
    expect(unmapped).toEqual(["Language 1: level (missing: set to Intermediate)"]);
  });

  it("builds profile links from user names, keeps every other profile and refuses addresses that are not web addresses", () => {
    const { draft, unmapped } = fromJsonResume({
      basics: {
        name: "Ana",
        url: "javascript:alert(1)",
        profiles: [
          { network: "linkedin", username: "ana-silva" },
          { network: "LinkedIn", url: "https://linkedin.com/in/other" },
          { network: "Behance", url: "https://behance.net/ana" },
          { network: "GitHub", username: "../../evil" },
          { network: "Twitter", username: "ana" },
          { network: "Mastodon" },
          { username: "nobody" },
        ],
      },
    });
    expect(draft.links).toEqual({
      website: undefined,
      linkedin: "https://www.linkedin.com/in/ana-silva",
      github: undefined,
      portfolio: "https://behance.net/ana",
    });
    expect(draft.profiles).toEqual([
      { network: "LinkedIn", username: undefined, url: "https://linkedin.com/in/other" },
      { network: "GitHub", username: "../../evil", url: undefined },
      { network: "Twitter", username: "ana", url: undefined },
    ]);
    expect(unmapped).toEqual([
      "Personal details: web address (not a web address we can keep)",
      "Personal details: profile 6 (no web address or user name)",
      "Personal details: profile 7 (no network name)",
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
    expectError({ basics: { name: "  ", image: "x.png" }, hobbies: [{ name: "P" }] }, "resumeImport.nothingToImport");
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
    expect(unmapped).toEqual(expect.arrayContaining(['The "__proto__" section', 'The "constructor" section']));
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
      expect.arrayContaining(["Personal details: name (not text)", "Education (not a list)", "Job 1 (not an object)"]),
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
    expect(unmapped).toEqual([
      "Personal details: profile 2, web address (not a web address we can keep)",
      "Personal details: profile 2 (no web address or user name)",
    ]);
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
