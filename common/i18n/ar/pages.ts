// The dashboard and the access gates of guarded pages, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const pages = {
  dashboard: {
    metaTitle: "لوحة التحكم",
    metaDescription:
      "لوحة التحكم في Hirewise: طلباتك ووظائفك المحفوظة وسيرك الذاتية، أو وظائفك المنشورة والمتقدّمون إليها.",
    welcome: "مرحبًا بعودتك، {{firstName}}",
    welcomeFirst: "مرحبًا بك في Hirewise، {{firstName}}",
    seekerIntro: "تابع من حيث توقفت: ابحث عن وظائف، أو حسّن سيرتك الذاتية، أو حدّث حسابك.",
    companyIntro: "تابع من حيث توقفت: انشر وظيفة، أو ابحث عن مرشحين، أو حدّث حسابك.",
    shortcuts: "اختصارات",
    quickActions: "إجراءات سريعة",
    skills: {
      title: "تقدّم المهارات",
      take: "ابدأ تقييم المهارات",
      emptyTitle: "لم تُجرِ أي تقييم بعد",
      emptyBody: "أجب عن خمسة أسئلة سريعة لتعرف مستواك وما عليك التدرّب عليه بعد ذلك.",
      loading: "جارٍ تحميل مهاراتك...",
      loadFailed: "تعذّر تحميل مهاراتك.",
      retry: "إعادة المحاولة",
      scoreValue: "{{score}} / 100",
      history: "أحدث التقييمات",
      historyItem: "{{kind}}، {{date}}",
      nextSteps: "ما تتدرّب عليه بعد ذلك",
      fullPage: "افتح تقييم المهارات الكامل",
    },
    tips: {
      title: "نصائح لبحثك",
      tailor: {
        title: "خصّص كل طلب توظيف",
        body: "ابدأ ملخّصك بالمهارتين أو الثلاث التي تطلبها الوظيفة أولًا.",
      },
      keywords: {
        title: "استخدم كلمات الوظيفة نفسها",
        body: "اذكر الأدوات والشهادات بالأسماء نفسها الواردة في إعلان الوظيفة، ليعثر عليها مسؤولو التوظيف وبرامجهم.",
      },
      followUp: {
        title: "حافظ على سيرتك الذاتية محدّثة",
        body: "أضف كل مهارة ودورة ونتيجة جديدة فور حصولها: سيرتك الذاتية المحفوظة هي ما تتقدّم به للوظائف.",
      },
    },
    unsave: "إزالة",
    unsaveLabel: "إزالة {{title}} من الوظائف المحفوظة",
    resumes: {
      title: "سيري الذاتية",
      count_zero: "لا توجد سير ذاتية",
      count_one: "سيرة ذاتية واحدة",
      count_two: "سيرتان ذاتيتان",
      count_few: "{{count, number}} سير ذاتية",
      count_many: "{{count, number}} سيرة ذاتية",
      count_other: "{{count, number}} سيرة ذاتية",
      untitled: "سيرة ذاتية بلا عنوان",
      updated: "آخر تحديث {{date}}",
      emptyTitle: "لا توجد سير ذاتية بعد",
      emptyBody: "أنشئ سيرة ذاتية هنا ونزّلها بصيغة PDF؛ وستظهر في هذه الصفحة.",
      build: "أنشئ سيرتي الذاتية",
      newResume: "سيرة ذاتية جديدة",
    },
    cards: {
      updateResume: {
        title: "تحديث السيرة الذاتية",
        description: "افتح سيرك الذاتية، وحدّثها، ونزّلها بصيغة PDF.",
      },
      findNewJobs: {
        title: "ابحث عن وظائف جديدة",
        description: "اطّلع على أحدث الوظائف حسب المسمى والموقع ونمط العمل والراتب.",
      },
      findJobs: {
        title: "ابحث عن وظائف",
        description: "ابحث في الوظائف المتاحة حسب المسمى والموقع ونمط العمل والراتب.",
      },
      resumeBuilder: {
        title: "منشئ السيرة الذاتية",
        description: "أنشئ سيرة ذاتية بملخّص يكتبه الذكاء الاصطناعي ونزّلها بصيغة PDF.",
      },
      settings: {
        title: "الإعدادات",
        description: "حدّث ملفك الشخصي وكلمة المرور وتفضيلات الإشعارات.",
      },
      postJob: {
        title: "انشر وظيفة",
        description: "صِف الدور والراتب والمتطلبات وانشر إعلانك.",
      },
      findCandidates: {
        title: "ابحث عن مرشحين",
        description: "تصفّح الباحثين عن عمل حسب المهارات والخبرة والموقع والجاهزية.",
      },
    },
  },
  adminGate: {
    loginTitle: "يلزم تسجيل دخول المسؤول",
    loginBody: "سجّل الدخول بحساب مسؤول لفتح لوحة الإدارة.",
    goToLogin: "الانتقال إلى تسجيل الدخول",
    deniedTitle: "الوصول مرفوض",
    deniedBody: "تحتاج إلى صلاحيات المسؤول للوصول إلى هذه الصفحة.",
    goToDashboard: "الانتقال إلى لوحة التحكم",
  },
  settingsGate: {
    title: "الوصول مرفوض",
    body: "سجّل الدخول لتغيير ملفك الشخصي وكلمة المرور وتفضيلات الإشعارات.",
    signIn: "تسجيل الدخول",
  },
  postJobGate: {
    title: "انشر وظيفة",
    body: "أنشئ حساب شركة مجانيًا، أو سجّل الدخول، لتنشر وظيفة وتتلقّى طلبات التوظيف.",
    createAccount: "إنشاء حساب مجاني",
    signIn: "تسجيل الدخول",
  },
  seekersGate: {
    title: "يلزم حساب شركة",
    body: "البحث عن المرشحين مخصّص لحسابات الشركات.",
    registerAsCompany: "التسجيل كشركة",
  },
} satisfies TCatalogueArea;
