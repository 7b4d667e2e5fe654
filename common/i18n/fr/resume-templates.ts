// The resume templates' section headings and small words, in French.
import type { TCatalogueArea } from "../catalogue-area";

export const resumeTemplates = {
  resumeTemplates: {
    previewLabel: "Aperçu du CV",
    names: {
      professional: "Professionnel",
      modern: "Moderne",
      creative: "Créatif",
      executive: "Cadre dirigeant",
    },
    sections: {
      summary: "Profil professionnel",
      experience: "Expérience professionnelle",
      projects: "Projets",
      education: "Formation",
      skills: "Compétences",
      languages: "Langues",
      certifications: "Certifications",
      awards: "Distinctions",
      publications: "Publications",
      volunteer: "Bénévolat",
      interests: "Centres d’intérêt",
      references: "Références",
      contact: "Contact",
    },
    contact: {
      email: "E-mail",
      phone: "Téléphone",
      location: "Lieu",
      website: "Site web",
      linkedin: "LinkedIn",
      github: "GitHub",
      portfolio: "Portfolio",
      profile: "Profil",
    },
    present: "Aujourd’hui",
    dateRange: "{{start}} - {{end}}",
    degreeInField: "{{degree}} en {{field}}",
    gpa: "Moyenne : {{gpa}}",
    courses: "Cours : {{courses}}",
    proficiency: {
      native: "Langue maternelle",
      fluent: "Courant",
      professional: "Professionnel",
      intermediate: "Intermédiaire",
      basic: "Notions",
    },
    emptyName: "Votre nom",
    documentTitle: "{{name}} - CV",
    documentSubject: "CV",
  },
} satisfies TCatalogueArea;
