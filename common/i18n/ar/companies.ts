// The companies directory, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const companies = {
  companies: {
    metaTitle: "الشركات",
    metaDescription:
      "تصفّح الشركات التي توظّف عبر Hirewise حسب المجال والبلد والمدينة، واطّلع على عدد الوظائف الشاغرة لدى كل منها وانتقل مباشرة إلى وظائفها.",
    title: "استكشف الشركات",
    intro: "اكتشف الشركات التي توظّف عبر Hirewise واطّلع على عدد الوظائف الشاغرة لدى كل منها.",
    signInRequired: {
      title: "يلزم تسجيل الدخول",
      body: "سجّل الدخول لتصفّح الشركات التي توظّف عبر Hirewise، وتصفيتها حسب المجال والموقع، والاطلاع على وظائفها الشاغرة.",
      signIn: "تسجيل الدخول",
      noAccount: "جديد على Hirewise؟",
      createAccount: "أنشئ حسابًا مجانيًا",
    },
    filters: {
      label: "البحث في الشركات وتصفيتها",
      search: "البحث في الشركات",
      searchPlaceholder: "ابحث عن الشركات بالاسم أو الوصف",
      submit: "بحث",
      industry: "المجال",
      allIndustries: "كل المجالات",
      country: "البلد",
      allCountries: "كل البلدان",
      city: "المدينة",
      allCities: "كل المدن",
      cityDisabledHint: "اختر «كل البلدان» في حقل البلد لاختيار مدينة.",
    },
    chips: {
      label: "عوامل التصفية النشطة",
      search: "بحث",
      remove: "إزالة عامل التصفية {{filter}}",
      clearAll: "مسح الكل",
    },
    results: {
      count_zero: "لا توجد شركات",
      count_one: "شركة واحدة",
      count_two: "شركتان",
      count_few: "{{count}} شركات",
      count_many: "{{count}} شركة",
      count_other: "{{count}} شركة",
      truncated: "تُعرض أول {{shown}} من أصل {{total}} شركة. ضيّق نطاق بحثك لرؤية البقية.",
      loading: "جارٍ تحميل الشركات...",
    },
    card: {
      openPositions_zero: "لا توجد وظائف شاغرة",
      openPositions_one: "وظيفة شاغرة واحدة",
      openPositions_two: "وظيفتان شاغرتان",
      openPositions_few: "{{count}} وظائف شاغرة",
      openPositions_many: "{{count}} وظيفة شاغرة",
      openPositions_other: "{{count}} وظيفة شاغرة",
      viewJobs: "عرض الوظائف",
      viewJobsLabel: "عرض الوظائف لدى {{name}}",
      websiteLabel: "{{host}}، الموقع الإلكتروني لـ{{name}} (يُفتح في علامة تبويب جديدة)",
      industry: "المجال",
      size: "حجم الشركة",
      location: "الموقع",
    },
    empty: {
      filteredTitle: "لا توجد شركات تطابق عوامل التصفية",
      filteredBody: "جرّب كلمة بحث أخرى، أو أزل عامل تصفية لرؤية المزيد من الشركات.",
      noneTitle: "لا توجد شركات بعد",
      noneBody: "تظهر الشركات هنا بمجرد أن تنشئ حساب شركة وتُكمل ملفها.",
      noneAction: "تصفّح الوظائف",
    },
    error: {
      title: "تعذّر تحميل الشركات",
      body: "حدث خطأ أثناء تحميل الشركات. تحقّق من اتصالك وحاول مرة أخرى.",
      retry: "حاول مرة أخرى",
    },
  },
} satisfies TCatalogueArea;
