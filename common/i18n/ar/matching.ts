// The match score and its explanation, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const matching = {
  matching: {
    errors: {
      seekersOnly: "تُحسب درجات التوافق من السير الذاتية الخاصة بالباحث عن عمل نفسه.",
      jobNotOpen: "لم تعد هذه الوظيفة مفتوحة، لذا ليست لها درجة توافق.",
      tooManySkills: "أرسل 200 مهارة على الأكثر.",
      sortNeedsSignIn: "سجّل الدخول بصفتك باحثًا عن عمل لترتيب الوظائف حسب أفضل توافق.",
      sortSeekersOnly: "الترتيب حسب أفضل توافق مخصص للباحثين عن عمل: فهو يقارن الوظائف بسيرتك الذاتية.",
      sortNeedsResume: "أنشئ سيرة ذاتية لترتيب الوظائف حسب أفضل توافق.",
    },
    tile: {
      signIn: "سجّل الدخول لترى درجة التوافق",
      noResume: "أنشئ سيرة ذاتية لترى مدى توافقك مع هذه الوظيفة.",
      buildResume: "إنشاء سيرة ذاتية",
      resume: "السيرة الذاتية",
      loading: "جارٍ حساب درجة التوافق...",
      failed: "تعذّر حساب درجة التوافق.",
      retry: "حاول مرة أخرى",
      scoreOutOf: "{{score}} من 100",
      matched: "مهارات لديك",
      matchedAs: "{{resumeSkill}} ← {{jobSkill}}",
      related: "{{skill}} (ذات صلة)",
      noneMatched: "لا توجد أي من مهارات الوظيفة في هذه السيرة الذاتية بعد.",
      missing: "مهارات مهمة ناقصة",
      noneMissing: "تغطي هذه السيرة الذاتية كل مهارة مهمة تطلبها الوظيفة.",
      why: "سبب هذه الدرجة",
    },
    band: {
      excellent: "توافق ممتاز!",
      good: "توافق جيد",
      improve: "فكّر في تحسين مهاراتك",
    },
    level: {
      intern: "متدرّب",
      junior: "مبتدئ",
      mid: "متوسط المستوى",
      senior: "أقدم",
      lead: "قائد فريق",
      head: "رئيس قسم أو مدير",
    },
    experience: {
      meets: "عدد سنوات خبرتك {{years}}؛ والوظيفة تطلب {{required}} على الأقل.",
      short: "عدد سنوات خبرتك {{years}}؛ والوظيفة تطلب {{required}} على الأقل، أي أكثر مما لديك.",
      noRequirement: "عدد سنوات خبرتك {{years}}؛ ولا تحدد الوظيفة حدًا أدنى.",
      yearsUnknown: "لا تذكر سيرتك الذاتية عدد سنوات عملك؛ والوظيفة تطلب {{required}} على الأقل.",
      none: "لا تذكر سيرتك الذاتية ولا الوظيفة عدد سنوات الخبرة.",
    },
    title: {
      sameRole: "خبرتك بصفتك {{resumeTitle}} تتوافق مع دور {{jobTitle}}.",
      relatedRole: "خبرتك بصفتك {{resumeTitle}} قريبة من دور {{jobTitle}}.",
      otherRole: "يختلف دور {{jobTitle}} عن خبرتك بصفتك {{resumeTitle}}.",
      levelAbove: "{{jobTitle}} دور أعلى مستوى ({{jobLevelKey}}) مما تُظهره سيرتك الذاتية ({{resumeLevelKey}}).",
      levelBelow: "{{jobTitle}} دور أدنى مستوى ({{jobLevelKey}}) مما تُظهره سيرتك الذاتية ({{resumeLevelKey}}).",
    },
    location: {
      remote: "الوظيفة عن بُعد: تناسبك أينما كنت تعيش.",
      sameCity: "الوظيفة في {{city}}، حيث تعيش.",
      sameCountry: "الوظيفة في {{country}}، بلدك.",
      relocate: "الوظيفة في {{country}}؛ ويذكر ملفك الشخصي أنك مستعد للانتقال.",
      abroad: "الوظيفة في الموقع في {{country}}، خارج بلدك، ولا يذكر ملفك الشخصي أنك مستعد للانتقال.",
      abroadHybrid: "الوظيفة هجينة في {{country}}، خارج بلدك، ولا يذكر ملفك الشخصي أنك مستعد للانتقال.",
      unknown: "الوظيفة في {{country}}؛ ولا تذكر سيرتك الذاتية مكان إقامتك.",
    },
  },
} satisfies TCatalogueArea;
