import { ZResumeSchema, type TResume } from "@common/resumes/schema";

// An Arabic resume for the right-to-left tests (arabic-layout.test.ts) and the benchmark
// (bench/pdf.ts). Its sentences avoid a lam followed by an alef: that ligature's letters come out
// of pdftotext swapped (docs/decisions/007-pdf-rendering.md), which says nothing of our order.

/** A summary long enough to wrap over three lines in every template. */
export const ARABIC_SUMMARY =
  "مهندسة برمجيات بخبرة ثماني سنوات في بناء أنظمة الدفع والبحث لشركات كبيرة في الخليج. " +
  "قادت فرقاً صغيرة من الفكرة حتى التشغيل، وتهتم بسرعة الخدمة وكلفة كل طلب. " +
  "تعمل بين المنتج والبنية التحتية وتكتب شيفرة واضحة يسهل على فريقها فهمها وتطويرها.";

export const ARABIC_JOBS = [
  {
    company: "شركة الخليج للتقنية",
    position: "مهندسة برمجيات أولى",
    startDate: "2021-01",
    current: true,
    description: "- قادت فريقاً من خمسة مهندسين\n- خفضت زمن الدفع بنسبة 60% عبر Kafka و Redis",
  },
  {
    company: "Careem",
    position: "مهندسة خدمات خلفية",
    startDate: "2017-05",
    endDate: "2020-12",
    current: false,
    description: "بنت خدمة تسعير المشاوير بلغة Kotlin وقاعدة PostgreSQL.",
  },
];

export const ARABIC_RESUME_AR: TResume = ZResumeSchema.parse({
  title: "ليلى حداد - سيرة ذاتية",
  template: "professional",
  language: "ar",
  personalInfo: {
    fullName: "ليلى حداد",
    email: "leila.haddad@example.com",
    phone: "+971 4 123 4567",
    location: "دبي",
    summary: ARABIC_SUMMARY,
  },
  experience: ARABIC_JOBS,
  education: [{ institution: "جامعة القاهرة", degree: "بكالوريوس", field: "علوم الحاسب", graduationDate: "2017-06" }],
  skills: ["TypeScript", "Kotlin", "تصميم النظم", "PostgreSQL"],
  languages: [
    { language: "العربية", proficiency: "native" },
    { language: "English", proficiency: "fluent" },
  ],
});

/** About two pages in every template, as the English TWO_PAGE_RESUME, for the benchmark. */
export const TWO_PAGE_ARABIC_RESUME: TResume = ZResumeSchema.parse({
  ...ARABIC_RESUME_AR,
  experience: Array.from({ length: 4 }, () => ARABIC_JOBS).flat(),
  projects: Array.from({ length: 3 }, (_, index) => ({
    name: `منصة الدفع ${index + 1}`,
    description: ARABIC_SUMMARY,
    highlights: ["خدمة يستعملها 40,000 شخص كل شهر", "شيفرة مفتوحة على GitHub"],
  })),
});
