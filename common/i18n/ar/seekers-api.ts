// The candidate directory's API answers and the CSV export's column headings, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const seekerSearch = {
  seekerSearch: {
    validation: {
      jobRequired: "اختر إحدى وظائفك للترتيب حسب أفضل توافق.",
    },
    errors: {
      companyAccess: "يلزم حساب شركة: لا يمكن تصفّح المرشحين إلا لحسابات الشركات والمسؤولين.",
    },
    csv: {
      name: "الاسم",
      headline: "العنوان التعريفي",
      location: "الموقع",
      availability: "الجاهزية",
      yearsOfExperience: "سنوات الخبرة",
      skills: "المهارات",
      resumeTitle: "السيرة الذاتية",
      updated: "آخر تحديث",
    },
  },
} satisfies TCatalogueArea;
