// The company dashboard's Analytics tab: views, applications and conversion per job, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const companyAnalytics = {
  companyAnalytics: {
    tab: "التحليلات",
    title: "آخر 30 يومًا",
    intro: "مشاهدات صفحات وظائفك وطلبات التوظيف التي جلبتها، يومًا بيوم (UTC).",
    pickJob: "الوظيفة",
    allJobs: "كل الوظائف",
    jobOption: "{{title}} ({{status}})",
    loading: "جارٍ تحميل التحليلات",
    failed: "تعذّر تحميل التحليلات. يُرجى المحاولة مرة أخرى.",
    noJobs: "انشر وظيفة وستظهر هنا مشاهداتها وطلبات التوظيف عليها.",
    emptyTitle: "لا مشاهدات ولا طلبات توظيف في آخر 30 يومًا",
    emptyBody: "تُحتسب المشاهدة عندما يفتح أحدهم صفحة وظيفة؛ شارك وظائفك المنشورة لجذب الزوار.",
    emptyJob: "لا مشاهدات ولا طلبات توظيف لهذه الوظيفة في آخر 30 يومًا.",
    totalsLabel: "المجاميع لآخر 30 يومًا",
    totals: {
      views: "المشاهدات",
      applications: "طلبات التوظيف",
      conversion: "التحويل",
    },
    noConversion: "لا مشاهدات",
    daily: {
      title: "المشاهدات وطلبات التوظيف يوميًا",
      titleFor: "المشاهدات وطلبات التوظيف يوميًا: {{title}}",
      caption: "المشاهدات وطلبات التوظيف يوميًا، آخر 30 يومًا",
      tableLabel: "المشاهدات وطلبات التوظيف يوميًا في جدول",
      day: "اليوم",
    },
    conversion: {
      title: "التحويل لكل وظيفة",
      description: "طلبات التوظيف لكل 100 مشاهدة لصفحة الوظيفة.",
      caption: "المشاهدات وطلبات التوظيف والتحويل لكل وظيفة، آخر 30 يومًا",
      tableLabel: "التحويل لكل وظيفة في جدول",
      job: "الوظيفة",
      noViews: "لم تُشاهَد أي وظيفة، لذا لا يوجد تحويل لعرضه بعد.",
    },
  },
} satisfies TCatalogueArea;
