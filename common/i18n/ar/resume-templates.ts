// The resume templates' section headings and small words, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const resumeTemplates = {
  resumeTemplates: {
    previewLabel: "معاينة السيرة الذاتية",
    names: {
      professional: "احترافي",
      modern: "عصري",
      creative: "إبداعي",
      executive: "تنفيذي",
    },
    sections: {
      summary: "الملخص المهني",
      experience: "الخبرة المهنية",
      projects: "المشاريع",
      education: "التعليم",
      skills: "المهارات",
      languages: "اللغات",
      certifications: "الشهادات المهنية",
      awards: "الجوائز",
      publications: "المنشورات",
      volunteer: "العمل التطوعي",
      interests: "الاهتمامات",
      references: "المراجع",
      contact: "التواصل",
    },
    contact: {
      email: "البريد الإلكتروني",
      phone: "الهاتف",
      location: "الموقع",
      website: "الموقع الإلكتروني",
      linkedin: "LinkedIn",
      github: "GitHub",
      portfolio: "معرض الأعمال",
      profile: "الملف الشخصي",
    },
    present: "حتى الآن",
    dateRange: "{{start}} - {{end}}",
    degreeInField: "{{degree}} في {{field}}",
    gpa: "المعدل التراكمي: {{gpa}}",
    courses: "المقررات: {{courses}}",
    proficiency: {
      native: "اللغة الأم",
      fluent: "بطلاقة",
      professional: "مستوى مهني",
      intermediate: "متوسط",
      basic: "مبتدئ",
    },
    emptyName: "اسمك",
    documentTitle: "{{name}} - السيرة الذاتية",
    documentSubject: "السيرة الذاتية",
  },
} satisfies TCatalogueArea;
