// A company's public page, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const companyPage = {
  companyPage: {
    meta: {
      title: "{{name}}: ملف الشركة والوظائف المتاحة",
      description_zero: "{{name}} على Hirewise: لا توجد وظائف متاحة حاليًا.",
      description_one: "{{name}} توظّف على Hirewise: وظيفة واحدة متاحة.",
      description_two: "{{name}} توظّف على Hirewise: وظيفتان متاحتان.",
      description_few: "{{name}} توظّف على Hirewise: {{count}} وظائف متاحة.",
      description_many: "{{name}} توظّف على Hirewise: {{count}} وظيفة متاحة.",
      description_other: "{{name}} توظّف على Hirewise: {{count}} وظيفة متاحة.",
      descriptionNoJobs: "{{name}} على Hirewise: ملف الشركة ووظائفها.",
    },
    header: {
      location: "المقر الرئيسي",
      industry: "القطاع",
      openJobs_zero: "لا توجد وظائف متاحة",
      openJobs_one: "وظيفة واحدة متاحة",
      openJobs_two: "وظيفتان متاحتان",
      openJobs_few: "{{count}} وظائف متاحة",
      openJobs_many: "{{count}} وظيفة متاحة",
      openJobs_other: "{{count}} وظيفة متاحة",
    },
    facts: {
      title: "معلومات عن الشركة",
      industry: "القطاع",
      size: "حجم الشركة",
      headquarters: "المقر الرئيسي",
      founded: "سنة التأسيس",
      website: "الموقع الإلكتروني",
      websiteLabel: "{{host}}، الموقع الإلكتروني لـ {{name}} (يُفتح في علامة تبويب جديدة)",
    },
    about: {
      title: "نبذة عن {{name}}",
      noDescription: "لم تُضف {{name}} وصفًا بعد.",
    },
    social: {
      title: "{{name}} على الإنترنت",
      linkedin: "LinkedIn",
      x: "X",
      facebook: "Facebook",
      instagram: "Instagram",
      linkLabel: "{{network}}، صفحة {{name}} على {{network}} (تُفتح في علامة تبويب جديدة)",
    },
    jobs: {
      title: "الوظائف المتاحة لدى {{name}}",
      postedOn: "نُشرت في {{date}}",
      viewAll: "البحث في جميع وظائف {{name}}",
      emptyTitle: "لا توجد وظائف متاحة حاليًا",
      emptyBody: "ليست لدى {{name}} وظائف معروضة في الوقت الحالي. عُد لاحقًا، أو تصفّح الوظائف الأخرى على Hirewise.",
      emptyAction: "تصفّح الوظائف",
    },
    error: {
      title: "تعذّر تحميل صفحة هذه الشركة",
      message: "حدث خطأ أثناء تحميل هذه الشركة. يُرجى المحاولة مرة أخرى بعد قليل.",
      retry: "إعادة المحاولة",
      back: "تصفّح الوظائف",
    },
    link: {
      viewCompany: "عرض صفحة الشركة",
      viewCompanyOf: "عرض صفحة الشركة {{company}}",
      companyOf: "{{company}}، صفحة الشركة",
    },
  },
} satisfies TCatalogueArea;
