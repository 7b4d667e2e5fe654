import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "@common/i18n";
import { registerCatalogueForTests, TEST_LANGUAGE } from "@common/i18n/test-catalogue";
import { RESUME_TEMPLATES, type TResumeContentInput, type TResumeTemplate } from "@common/resumes/schema";
import { ResumePreview } from "./resume-preview";
import { lineStarts } from "./shared";

// The English catalog, one instance as app/entry.server.tsx makes per request.
const i18n = createI18n("en");

function render(resume: TResumeContentInput & { title?: string }, template: TResumeTemplate) {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ResumePreview resume={resume} template={template} />
    </I18nextProvider>,
  );
}

/** The text a reader (or a screen reader) meets, in document order. */
function textOf(html: string) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function expectInOrder(text: string, parts: string[]) {
  let from = 0;
  for (const part of parts) {
    const index = text.indexOf(part, from);
    expect(index, `"${part}" after position ${from} in: ${text}`).toBeGreaterThanOrEqual(0);
    from = index + part.length;
  }
}

const full: TResumeContentInput = {
  personalInfo: {
    fullName: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+1 415 555 0134",
    location: "San Francisco, CA",
    summary: "Engineer who ships.",
  },
  experience: [
    {
      company: "Acme Payments",
      position: "Senior Software Engineer",
      startDate: "2022-03",
      current: true,
      description: "Leads checkout.\n- Cut latency by 42%",
    },
    { company: "Globex", position: "Engineer", startDate: "2019-01", endDate: "2022-02", description: "Built tools." },
  ],
  education: [
    { institution: "UC Berkeley", degree: "B.S.", field: "Computer Science", graduationDate: "2018-06", gpa: "3.8" },
  ],
  skills: ["TypeScript", "PostgreSQL"],
  links: { website: "https://jane.dev", linkedin: "https://www.linkedin.com/in/jane" },
  languages: [{ language: "Spanish", proficiency: "fluent" }],
  certifications: [{ name: "AWS Architect", issuer: "Amazon", date: "2023-04" }],
};

describe.each(RESUME_TEMPLATES)("ResumePreview, %s template", (template) => {
  it("shows every section in the reading order of docs/resume-templates.md", () => {
    const text = textOf(render(full, template));
    expectInOrder(text, [
      "Jane Doe",
      "jane.doe@example.com",
      "+1 415 555 0134",
      "San Francisco, CA",
      "jane.dev",
      "linkedin.com/in/jane",
      "Professional Summary",
      "Engineer who ships.",
      "Professional Experience",
    ]);
    // Each entry between its heading and the next: Executive sets the company before the position.
    const experience = text.slice(text.indexOf("Professional Experience"), text.indexOf("Education"));
    for (const part of [
      "Senior Software Engineer",
      "Acme Payments",
      "Mar 2022 - Present",
      "Leads checkout.",
      "Cut latency by 42%",
    ]) {
      expect(experience).toContain(part);
    }
    expectInOrder(experience, [
      "Acme Payments",
      "Mar 2022 - Present",
      "Cut latency by 42%",
      "Globex",
      "Jan 2019 - Feb 2022",
    ]);
    expectInOrder(text, [
      "Professional Experience",
      "Education",
      "B.S. in Computer Science",
      "UC Berkeley",
      "Jun 2018",
      "GPA: 3.8",
      "Skills",
      "TypeScript",
      "PostgreSQL",
      "Languages",
      "Spanish",
      "Fluent",
      "Certifications",
      "AWS Architect",
      "Amazon",
      "Apr 2023",
    ]);
  });

  it("shows typed text as text, never as markup", () => {
    const html = render(
      {
        ...full,
        personalInfo: {
          ...full.personalInfo,
          fullName: "<script>alert(1)</script>",
          summary: '<img src=x onerror="x()">',
        },
        skills: ["<b>bold</b>"],
        links: { website: "javascript:alert(1)" },
        certifications: [{ name: "Cert", url: "javascript:alert(2)" }],
      },
      template,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(textOf(html)).toContain("javascript:alert(1)");
  });

  it("leaves empty optional sections out", () => {
    const html = render(
      {
        personalInfo: {
          fullName: "Sam Lee",
          email: "sam@example.com",
          phone: "555 0100",
          location: "Austin, TX",
          summary: " ",
        },
        experience: [{ company: "Shop", position: "Cashier", startDate: "2023-01", current: true }],
        education: [],
        skills: [],
        links: { website: "" },
        languages: [],
        certifications: [],
      },
      template,
    );
    const text = textOf(html);
    expect(text).toContain("Professional Experience");
    expect(text).toContain("Jan 2023 - Present");
    for (const heading of ["Professional Summary", "Education", "Skills", "Languages", "Certifications"]) {
      expect(text).not.toContain(heading);
    }
    expect(html.match(/data-section="/g)).toHaveLength(1);
  });

  it("lets right-to-left text set its own direction", () => {
    const html = render({ ...full, personalInfo: { ...full.personalInfo, fullName: "ليلى أحمد" } }, template);
    expect(html).toMatch(/<h2 dir="auto"[^>]*>ليلى أحمد<\/h2>/);
  });
});

describe("ResumePreview with a half-filled form", () => {
  it("renders blank and missing values without failing", () => {
    const html = render(
      {
        personalInfo: { fullName: "", email: "", phone: "", location: "" },
        experience: [{ company: "", position: "", startDate: "" }],
        education: [{ institution: "", degree: "", field: "", graduationDate: "" }],
        skills: [""],
      },
      "modern",
    );
    expect(textOf(html)).toContain("Your Name");
    expect(html).not.toContain("data-section");
  });

  it("names the preview after the resume title", () => {
    expect(render({ ...full, title: "Jane - Backend" }, "professional")).toContain(
      'aria-label="Resume preview: Jane - Backend"',
    );
  });
});

describe("the preview's words", () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerCatalogueForTests(TEST_LANGUAGE, {
      resumeTemplates: { sections: { experience: "Parcours xx" }, previewLabel: "Aperçu xx" },
    });
  });
  afterAll(() => unregister?.());

  it.each(RESUME_TEMPLATES)("follow the resume's language, as its PDF does, in the %s template", (template) => {
    const text = textOf(render({ ...full, language: TEST_LANGUAGE }, template));
    expect(text).toContain("Parcours xx");
    expect(text).not.toContain("Professional Experience");
    expect(textOf(render(full, template))).toContain("Professional Experience");
  });

  it("set the page's direction: an Arabic resume reads from the right, an English one from the left", () => {
    expect(render({ ...full, language: "ar" }, "modern")).toMatch(/<article[^>]* dir="rtl"/);
    expect(render({ ...full, language: "en" }, "modern")).toMatch(/<article[^>]* dir="ltr"/);
  });

  it("leave the builder's own label in the site's language", () => {
    expect(render({ ...full, language: TEST_LANGUAGE }, "modern")).toContain('aria-label="Resume preview"');
  });
});

describe("roles and sections, as the PDF sets them", () => {
  const openRoles: TResumeContentInput = {
    ...full,
    experience: [{ company: "Globex", position: "Engineer", startDate: "2019-01", description: "" }],
    volunteer: [{ organization: "Code Club", position: "Mentor", startDate: "2018-03" }],
    interests: [{ name: "Cycling" }],
    references: [{ name: "Rami Aziz", reference: "Reliable." }],
  };

  it.each(RESUME_TEMPLATES)("end a role that has not ended 'Present' in the %s template", (template) => {
    const text = textOf(render(openRoles, template));
    expect(text).toContain("Jan 2019 - Present");
    expect(text).toContain("Mar 2018 - Present");
  });

  it("set Modern's skills, languages and certifications before the volunteering and the references", () => {
    expectInOrder(textOf(render(openRoles, "modern")), [
      "Education",
      "Skills",
      "Languages",
      "Certifications",
      "Volunteering",
      "Interests",
      "References",
      "Reliable.",
    ]);
  });
});

describe("lineStarts", () => {
  it("finds the boxes of a wrapped row that start a line", () => {
    expect(lineStarts([0, 0, 0])).toEqual([]);
    expect(lineStarts([0, 0, 18, 18, 36])).toEqual([2, 4]);
    expect(lineStarts([0, 18, 36])).toEqual([1, 2]);
  });
});
