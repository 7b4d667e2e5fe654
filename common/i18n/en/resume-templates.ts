// The resume templates (docs/resume-templates.md): section headings and the small words of
// the in-app preview; the PDF templates use the same keys so both read alike.
export const resumeTemplates = {
  resumeTemplates: {
    previewLabel: "Resume preview",
    names: {
      professional: "Professional",
      modern: "Modern",
      creative: "Creative",
      executive: "Executive",
    },
    sections: {
      summary: "Professional Summary",
      experience: "Professional Experience",
      projects: "Projects",
      education: "Education",
      skills: "Skills",
      languages: "Languages",
      certifications: "Certifications",
      awards: "Awards",
      publications: "Publications",
      volunteer: "Volunteering",
      interests: "Interests",
      references: "References",
      contact: "Contact",
    },
    contact: {
      email: "Email",
      phone: "Phone",
      location: "Location",
      website: "Website",
      linkedin: "LinkedIn",
      github: "GitHub",
      portfolio: "Portfolio",
      profile: "Profile",
    },
    present: "Present",
    dateRange: "{{start}} - {{end}}",
    degreeInField: "{{degree}} in {{field}}",
    gpa: "GPA: {{gpa}}",
    courses: "Courses: {{courses}}",
    proficiency: {
      native: "Native",
      fluent: "Fluent",
      professional: "Professional",
      intermediate: "Intermediate",
      basic: "Basic",
    },
    emptyName: "Your Name",
    // The PDF's own title and subject, as a PDF reader shows them.
    documentTitle: "{{name}} - Resume",
    documentSubject: "Resume",
  },
} as const;
