// The app shell: skip link, header navigation, drawer, account menu, sign-out toasts, footer, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const shell = {
  shell: {
    skipToContent: "الانتقال إلى المحتوى الرئيسي",
    loading: "جارٍ التحميل...",
    homeLink: "{{siteName}}، الذهاب إلى الصفحة الرئيسية",
    nav: {
      label: "التنقل الرئيسي",
      home: "الرئيسية",
      dashboard: "لوحة التحكم",
      findJobs: "ابحث عن وظائف",
      jobSeekers: "الباحثون عن عمل",
      findCandidates: "البحث عن المرشحين",
      companies: "الشركات",
      aiAssistant: "المساعد الذكي",
      resumeBuilder: "منشئ السيرة الذاتية",
      postAJob: "انشر وظيفة",
      admin: "الإدارة",
    },
    header: {
      signIn: "تسجيل الدخول",
      postJob: "انشر وظيفة",
    },
    drawer: {
      open: "فتح القائمة",
      close: "إغلاق القائمة",
      title: "القائمة",
    },
    account: {
      trigger: "{{initials}}، قائمة الحساب",
      dashboard: "لوحة التحكم",
      settings: "الإعدادات",
      adminDashboard: "لوحة الإدارة",
      signOut: "تسجيل الخروج",
      signingOut: "جارٍ تسجيل الخروج...",
    },
    currentUser: {
      fetchFailed: "تعذّر جلب بيانات المستخدم",
    },
    signOut: {
      successTitle: "تم تسجيل الخروج",
      successDescription: "تم تسجيل خروجك بنجاح.",
      errorTitle: "خطأ في تسجيل الخروج",
      errorFallback: "تعذّر تسجيل الخروج",
    },
    toasts: {
      label: "الإشعارات",
    },
    footer: {
      blurb: "اعثر على الوظيفة المناسبة لك بأدوات الذكاء الاصطناعي وتوصيات مخصّصة.",
      platform: "المنصة",
      support: "الدعم",
      resumeBuilder: "منشئ السيرة الذاتية",
      jobSearch: "البحث عن وظائف",
      dashboard: "لوحة التحكم",
      careerAdvice: "نصائح مهنية",
      aboutUs: "من نحن",
      helpCenter: "مركز المساعدة",
      contactUs: "اتصل بنا",
      privacyPolicy: "سياسة الخصوصية",
      termsOfService: "شروط الخدمة",
      comingSoon: "قريبًا",
      copyright: "© {{year}} {{name}}. جميع الحقوق محفوظة.",
    },
  },
} satisfies TCatalogueArea;
