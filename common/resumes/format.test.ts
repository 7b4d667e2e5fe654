import { describe, expect, it } from "vitest";
import { linkText, toDisplayResume, visibleSections } from "./display-resume";
import { educationHeadline, formatDateRange, formatMonth, latestPosition, textBlocks } from "./format";
import type { TResumeContentInput } from "./schema";

const minimal: TResumeContentInput = {
  personalInfo: { fullName: " Jane Doe ", email: "jane@example.com", phone: "+1 555 0100", location: "Austin, TX" },
  experience: [],
  education: [],
  skills: [],
};

describe("formatMonth", () => {
  it("writes a month as the templates do", () => {
    expect(formatMonth("2022-03")).toBe("Mar 2022");
    expect(formatMonth("2018-06")).toBe("Jun 2018");
    expect(formatMonth("2019-12")).toBe("Dec 2019");
  });

  it("shows other text as typed and nothing for nothing", () => {
    expect(formatMonth("2022-13")).toBe("2022-13");
    expect(formatMonth(" soon ")).toBe("soon");
    expect(formatMonth(undefined)).toBe("");
    expect(formatMonth("")).toBe("");
  });
});

describe("formatDateRange", () => {
  const present = "Present";
  it("writes an open range with the caller's word for now", () => {
    expect(formatDateRange({ startDate: "2022-03", current: true }, { present })).toBe("Mar 2022 - Present");
    // current wins over a stale end date
    expect(formatDateRange({ startDate: "2022-03", endDate: "2023-01", current: true }, { present })).toBe(
      "Mar 2022 - Present",
    );
  });

  it("writes a closed range", () => {
    expect(formatDateRange({ startDate: "2019-01", endDate: "2022-02" }, { present })).toBe("Jan 2019 - Feb 2022");
  });

  it("writes one side when the other is missing", () => {
    expect(formatDateRange({ startDate: "2019-01" }, { present })).toBe("Jan 2019");
    expect(formatDateRange({ endDate: "2019-01" }, { present })).toBe("Jan 2019");
    expect(formatDateRange({}, { present })).toBe("");
  });
});

describe("educationHeadline", () => {
  it("reads '{degree} in {field}' through the catalog", () => {
    expect(educationHeadline({ degree: "B.S.", field: "Computer Science" })).toEqual({
      key: "resumeTemplates.degreeInField",
      values: { degree: "B.S.", field: "Computer Science" },
    });
  });

  it("shows the one that is there", () => {
    expect(educationHeadline({ degree: "MBA", field: "" })).toEqual({ key: null, text: "MBA" });
    expect(educationHeadline({ degree: "", field: "Law" })).toEqual({ key: null, text: "Law" });
  });
});

describe("linkText", () => {
  it("drops what a reader does not need to type", () => {
    expect(linkText("https://www.linkedin.com/in/jane/")).toBe("linkedin.com/in/jane");
    expect(linkText("http://janedoe.dev")).toBe("janedoe.dev");
  });
});

describe("textBlocks", () => {
  it("turns dash, star and bullet lines into one list and keeps paragraphs", () => {
    expect(
      textBlocks("Led the team.\n- Cut latency 40%\n* Shipped v2\n• Hired 3\n\nSecond paragraph\ncontinued"),
    ).toEqual([
      { kind: "paragraph", text: "Led the team." },
      { kind: "list", items: ["Cut latency 40%", "Shipped v2", "Hired 3"] },
      { kind: "paragraph", text: "Second paragraph\ncontinued" },
    ]);
  });

  it("keeps a dash inside text and ignores blank input", () => {
    expect(textBlocks("2019-2022 - remote")).toEqual([{ kind: "paragraph", text: "2019-2022 - remote" }]);
    expect(textBlocks("  \n ")).toEqual([]);
    expect(textBlocks(undefined)).toEqual([]);
  });
});

describe("toDisplayResume and visibleSections", () => {
  it("orders the contact line: email, phone, location, then links", () => {
    const display = toDisplayResume({
      ...minimal,
      links: { github: "https://github.com/jane", website: "https://jane.dev" },
    });
    expect(display.fullName).toBe("Jane Doe");
    expect(display.contact.map((item) => item.kind)).toEqual(["email", "phone", "location", "website", "github"]);
    expect(display.contact[0].href).toBe("mailto:jane@example.com");
    expect(display.contact[1].href).toBe("tel:+15550100");
    expect(display.contact[3]).toEqual({ kind: "website", text: "jane.dev", href: "https://jane.dev" });
  });

  it("never links an address that is not http(s)", () => {
    const display = toDisplayResume({ ...minimal, links: { website: "javascript:alert(1)" } });
    expect(display.contact.at(-1)).toEqual({ kind: "website", text: "javascript:alert(1)", href: undefined });
    const certification = toDisplayResume({
      ...minimal,
      certifications: [{ name: "X", url: "javascript:alert(1)" }],
    }).certifications[0];
    expect(certification.url).toBe("");
  });

  it("leaves out empty optional sections and blank entries, in the reading order", () => {
    expect(visibleSections(toDisplayResume(minimal))).toEqual([]);
    const display = toDisplayResume({
      ...minimal,
      personalInfo: { ...minimal.personalInfo, summary: "  " },
      experience: [
        { company: "", position: "", startDate: "", description: "" },
        { company: "Acme", position: "Engineer", startDate: "2020-01", current: true, endDate: "2021-01" },
      ],
      skills: ["Go", " go ", "", "Rust"],
      languages: [{ language: "  ", proficiency: "basic" }],
      certifications: [{ name: "CKA" }],
    });
    expect(display.experience).toHaveLength(1);
    expect(display.experience[0].endDate).toBe("");
    expect(display.skills).toEqual(["Go", "Rust"]);
    expect(visibleSections(display)).toEqual(["experience", "skills", "certifications"]);
  });
});

describe("the sections a JSON Resume import keeps", () => {
  it("puts the headline under the name and every other profile after the links", () => {
    const display = toDisplayResume({
      ...minimal,
      personalInfo: { ...minimal.personalInfo, label: " Data Engineer " },
      links: { github: "https://github.com/jane" },
      profiles: [
        { network: "Mastodon", username: "jane", url: "https://fosstodon.org/@jane" },
        { network: "Behance", username: "janedraws" },
        { network: "Scheme", url: "javascript:alert(1)" },
      ],
    });
    expect(display.headline).toBe("Data Engineer");
    expect(display.contact.slice(3)).toEqual([
      { kind: "github", text: "github.com/jane", href: "https://github.com/jane" },
      { kind: "profile", text: "fosstodon.org/@jane", href: "https://fosstodon.org/@jane" },
      { kind: "profile", text: "Behance: janedraws", href: undefined },
      { kind: "profile", text: "javascript:alert(1)", href: undefined },
    ]);
  });

  it("prints a skill group with its level or keywords once, and the other skills after it", () => {
    const display = toDisplayResume({
      ...minimal,
      skills: ["Python", "Airflow", "dbt", "SQL"],
      skillGroups: [
        { name: "Data pipelines", level: "Expert", keywords: ["Airflow", "dbt"] },
        { name: "Python", level: "Advanced", keywords: [] },
        { name: "Excel", keywords: [] },
      ],
    });
    expect(display.skillGroups).toEqual([
      { name: "Data pipelines", level: "Expert", keywords: ["Airflow", "dbt"] },
      { name: "Python", level: "Advanced", keywords: [] },
    ]);
    expect(display.skills).toEqual(["SQL", "Excel"]);
    expect(visibleSections(toDisplayResume({ ...minimal, skillGroups: [{ name: "Go", level: "Fluent" }] }))).toEqual([
      "skills",
    ]);
  });

  it("shows the other sections when filled, in the reading order", () => {
    const display = toDisplayResume({
      ...minimal,
      projects: [{ name: "Atlas", url: "ftp://atlas" }],
      volunteer: [{ organization: " " }],
      awards: [{ title: "Best Paper" }],
      publications: [{ name: "On Maps" }],
      interests: [{ name: "Chess" }],
      references: [{ name: "Sam Lee", reference: "Reliable." }],
    });
    expect(display.projects[0].url).toBe("");
    expect(visibleSections(display)).toEqual(["projects", "awards", "publications", "interests", "references"]);
  });
});

describe("latestPosition", () => {
  const job = (position: string, startDate: string, endDate = "", current = false) => ({
    company: "C",
    position,
    startDate,
    endDate,
    current,
    description: "",
  });

  it("prefers the current job, then the one that ended last", () => {
    expect(latestPosition([job("Old", "2015-01", "2018-01"), job("Now", "2019-01", "", true)])).toBe("Now");
    expect(latestPosition([job("Earlier", "2015-01", "2018-01"), job("Later", "2018-02", "2021-05")])).toBe("Later");
    expect(latestPosition([job("A", "2018-01", "", true), job("B", "2020-01", "", true)])).toBe("B");
    expect(latestPosition([])).toBe("");
  });
});
