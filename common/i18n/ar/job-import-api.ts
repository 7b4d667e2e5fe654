// The job import's server answers, warnings and errors, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const jobImportApi = {
  jobImportApi: {
    errors: {
      sourceNotFound: "مصدر الوظائف هذا غير موجود (ربما تم حذفه)",
      duplicateSource: "هناك مصدر من هذا النوع بهذه الإعدادات مُعدّ بالفعل",
      tooManySources: "يمكنك إعداد {{max}} من مصادر الوظائف على الأكثر: احذف مصدرًا قبل إضافة آخر",
      syncRunning: "هناك مزامنة للوظائف قيد التشغيل بالفعل. انتظر حتى تنتهي، ثم حاول مرة أخرى",
      sourceFailed: "تعذّر استيراد المصدر بسبب خطأ غير متوقع",
      applyOnCompanySite: "استُوردت هذه الوظيفة من موقع توظيف آخر: تقدّم للوظيفة على موقع الشركة عبر رابط الوظيفة",
    },
    sync: {
      noSources: "لم يُعدّ أي مصدر للوظائف بعد: أضف مصدرًا، ثم ابدأ المزامنة",
      summary_zero: "لم تتم مزامنة أي مصدر: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summary_one: "تمت مزامنة مصدر واحد: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summary_two: "تمت مزامنة مصدرين: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summary_few:
        "تمت مزامنة {{count}} مصادر: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summary_many:
        "تمت مزامنة {{count}} مصدرًا: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summary_other:
        "تمت مزامنة {{count}} مصدر: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summaryWithErrors_zero:
        "لم تتم مزامنة أي مصدر، وفشل {{failed}}: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summaryWithErrors_one:
        "تمت مزامنة مصدر واحد، وقد فشل: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summaryWithErrors_two:
        "تمت مزامنة مصدرين، فشل منهما {{failed}}: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summaryWithErrors_few:
        "تمت مزامنة {{count}} مصادر، فشل منها {{failed}}: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summaryWithErrors_many:
        "تمت مزامنة {{count}} مصدرًا، فشل منها {{failed}}: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      summaryWithErrors_other:
        "تمت مزامنة {{count}} مصدر، فشل منها {{failed}}: {{new}} جديدة، {{updated}} محدّثة، {{expired}} منتهية، {{skipped}} متجاوَزة.",
      line: "{{source}}: {{message}}",
    },
    warnings: {
      countryUnknown: "تم تجاوز «{{title}}»: موقعها «{{location}}» ليس في أحد بلداننا",
      salaryCurrency: "«{{title}}»: حُذف راتبها بعملة {{currency}} (الرواتب هنا بعملة البلد، {{expected}})",
      salaryInvalid: "«{{title}}»: تعذّرت قراءة راتبها فحُذف",
      invalidField: "تم تجاوز «{{title}}»: الحقل «{{field}}» مفقود أو غير صالح",
      expiredAtSource: "تم تجاوز «{{title}}»: يذكر المصدر أنها أُغلقت في {{date}}",
      duplicate: "تم تجاوز «{{title}}»: إنها الوظيفة نفسها «{{other}}» (الوظيفة {{jobId}})",
      repeated: "تظهر «{{title}}» أكثر من مرة في المصدر (المعرّف {{externalId}}): تم الإبقاء على الأولى",
    },
    fields: {
      jobTitle: "المسمى الوظيفي",
      companyName: "الشركة",
      description: "الوصف",
      city: "المدينة",
      country: "البلد",
      jobType: "نوع التوظيف",
      workType: "نمط العمل",
      salaryMin: "الراتب",
      salaryMax: "الراتب",
      requirements: "المتطلبات",
    },
  },
} satisfies TCatalogueArea;
