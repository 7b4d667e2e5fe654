// The monetization readiness check: its checks and their reasons, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const adminMonetizationReadiness = {
  monetizationReadiness: {
    checks: {
      listedJobs: "الوظائف المدرجة",
      originalContent: "المحتوى الأصلي",
      ownJobs: "الوظائف المنشورة هنا",
      navigationLinks: "روابط التنقل",
      notFoundPage: "استجابة «الصفحة غير موجودة»",
      legalPages: "سياسة الخصوصية وشروط الخدمة",
      operatorDetails: "بيانات الاتصال بمشغّل الموقع",
      contactPage: "صفحة الاتصال",
      https: "HTTPS",
      sitemap: "خريطة الموقع",
      robots: "robots.txt",
      traffic: "الزيارات",
      engagement: "التفاعل",
      prohibitedContent: "المحتوى المقيّد",
      freshContent: "المحتوى الحديث",
    },
    reasons: {
      unexpectedError: "تعذّر إكمال هذا الفحص. أعد تشغيل الفحص؛ وإذا استمر في الفشل، فراجع سجل الخادم.",
      listedJobs: {
        passed_zero: "لا توجد وظائف مدرجة.",
        passed_one: "وظيفة واحدة مدرجة.",
        passed_two: "وظيفتان مدرجتان.",
        passed_few: "{{count, number}} وظائف مدرجة.",
        passed_many: "{{count, number}} وظيفة مدرجة.",
        passed_other: "{{count, number}} وظيفة مدرجة.",
        few_zero: "لا توجد وظائف مدرجة: أدرج ما لا يقل عن {{minimum, number}} من الوظائف ليجد الزوار ما يكفي للقراءة.",
        few_one: "وظيفة واحدة فقط مدرجة: أدرج ما لا يقل عن {{minimum, number}} من الوظائف ليجد الزوار ما يكفي للقراءة.",
        few_two: "وظيفتان فقط مدرجتان: أدرج ما لا يقل عن {{minimum, number}} من الوظائف ليجد الزوار ما يكفي للقراءة.",
        few_few:
          "{{count, number}} وظائف فقط مدرجة: أدرج ما لا يقل عن {{minimum, number}} من الوظائف ليجد الزوار ما يكفي للقراءة.",
        few_many:
          "{{count, number}} وظيفة فقط مدرجة: أدرج ما لا يقل عن {{minimum, number}} من الوظائف ليجد الزوار ما يكفي للقراءة.",
        few_other:
          "{{count, number}} وظيفة فقط مدرجة: أدرج ما لا يقل عن {{minimum, number}} من الوظائف ليجد الزوار ما يكفي للقراءة.",
        none: "لا توجد وظائف مدرجة.",
      },
      originalContent: {
        passed: "عدد الكلمات التي كتبتها في صفحاتك المنشورة: {{words, number}}.",
        short:
          "عدد الكلمات التي كتبتها في صفحاتك المنشورة {{words, number}} فقط: اكتب {{minimum, number}} على الأقل (من نحن، نصائح مهنية، مركز المساعدة).",
        none: "لا توجد صفحة محتوى منشورة: اكتب صفحاتك الخاصة وانشرها (من نحن، نصائح مهنية، مركز المساعدة).",
      },
      ownJobs: {
        passed: "نُشرت هنا {{percent, number}}% من الوظائف المدرجة.",
        low: "نُشرت هنا {{percent, number}}% فقط من الوظائف المدرجة: الوظائف المستوردة لا تُعدّ محتوى أصليًا في نظر AdSense.",
        failed:
          "نُشرت هنا {{percent, number}}% فقط من الوظائف المدرجة: معظمها مستورد، والوظائف المستوردة لا تُعدّ محتوى أصليًا في نظر AdSense.",
        none: "لا توجد وظائف مدرجة، لذا لم تُنشر هنا أي وظيفة.",
      },
      navigationLinks: {
        passed_zero: "لا يوجد أي رابط في رأس الصفحة وتذييلها.",
        passed_one: "الرابط الوحيد في رأس الصفحة وتذييلها يستجيب.",
        passed_two: "الرابطان في رأس الصفحة وتذييلها يستجيبان.",
        passed_few: "كل الروابط الـ{{count, number}} في رأس الصفحة وتذييلها تستجيب.",
        passed_many: "كل الروابط الـ{{count, number}} في رأس الصفحة وتذييلها تستجيب.",
        passed_other: "كل الروابط الـ{{count, number}} في رأس الصفحة وتذييلها تستجيب.",
        broken_zero: "لا توجد روابط معطّلة في رأس الصفحة أو تذييلها.",
        broken_one: "رابط واحد في رأس الصفحة أو تذييلها لا يستجيب: {{links}}.",
        broken_two: "رابطان في رأس الصفحة أو تذييلها لا يستجيبان: {{links}}.",
        broken_few: "{{count, number}} روابط في رأس الصفحة أو تذييلها لا تستجيب: {{links}}.",
        broken_many: "{{count, number}} رابطًا في رأس الصفحة أو تذييلها لا تستجيب: {{links}}.",
        broken_other: "{{count, number}} رابط في رأس الصفحة أو تذييلها لا تستجيب: {{links}}.",
        noLinks: "لا يحتوي رأس الصفحة الرئيسية وتذييلها على أي روابط إلى صفحات الموقع.",
        homeFailed: "تعذّر عرض الصفحة الرئيسية لزائر (كانت الاستجابة {{status}}).",
      },
      notFoundPage: {
        passed: "يستجيب العنوان غير المعروف بصفحة «الصفحة غير موجودة» الخاصة بالموقع.",
        failed: "استجاب العنوان غير المعروف بالرمز {{status}} بدلًا من صفحة «الصفحة غير موجودة» الخاصة بالموقع.",
      },
      legalPages: {
        passed: "سياسة الخصوصية وشروط الخدمة منشورة.",
        failed: "هذه الصفحات القانونية لا تستجيب: {{pages}}.",
      },
      operatorDetails: {
        passed: "اسم مشغّل الموقع وعنوانه البريدي وبريده الإلكتروني للتواصل والجهة القضائية المختصة مُدخلة كلها.",
        missing:
          "أدخل بيانات مشغّل الموقع الناقصة ({{missing}}) في الإعدادات > عام: حتى ذلك الحين تعرض سياسة الخصوصية وشروط الخدمة نصوصًا مؤقتة.",
      },
      operatorFields: {
        name: "الاسم",
        postalAddress: "العنوان البريدي",
        contactEmail: "البريد الإلكتروني للتواصل",
        jurisdiction: "الجهة القضائية المختصة",
      },
      contactPage: {
        passed: "صفحة الاتصال منشورة.",
        missing: "لا توجد صفحة اتصال منشورة: انشر صفحة محتوى بالعنوان /pages/contact.",
      },
      https: {
        passed: "يُقدَّم الموقع عبر HTTPS ({{url}}).",
        failed: "العنوان العام للموقع ليس HTTPS ({{url}}): قدّمه عبر HTTPS واضبط PUBLIC_URL ليطابقه.",
      },
      sitemap: {
        passed: "تُدرج خريطة الموقع صفحات الموقع.",
        empty: "تستجيب خريطة الموقع لكنها لا تُدرج أي صفحة.",
        failed: "لا تستجيب خريطة الموقع (كانت الاستجابة {{status}}).",
      },
      robots: {
        passed: "يسمح ملف robots.txt لبرامج الزحف ولـ AdSense بالدخول ويذكر خريطة الموقع.",
        noSitemap: "لا يذكر ملف robots.txt خريطة الموقع (سطر Sitemap:).",
        blocked: "يمنع ملف robots.txt {{agent}} من الموقع بأكمله (Disallow: /).",
        failed: "لا يستجيب ملف robots.txt (كانت الاستجابة {{status}}).",
      },
      traffic: {
        none: "لا توجد مشاهدات للصفحات في آخر 30 يومًا: يبحث AdSense عن زيارات منتظمة، {{minimum, number}} أو أكثر.",
        passed: "عدد مشاهدات الصفحات في آخر 30 يومًا: {{count, number}}.",
        low: "عدد مشاهدات الصفحات في آخر 30 يومًا: {{count, number}}. يبحث AdSense عن زيارات منتظمة، {{minimum, number}} أو أكثر.",
        failed:
          "عدد مشاهدات الصفحات في آخر 30 يومًا {{count, number}} فقط: يبحث AdSense عن زيارات منتظمة، {{minimum, number}} أو أكثر.",
      },
      engagement: {
        passed: "معدل الارتداد في آخر 30 يومًا {{rate, number}}%.",
        high: "معدل الارتداد في آخر 30 يومًا {{rate, number}}%: كثير من الزوار يغادرون بعد صفحة واحدة.",
        failed: "معدل الارتداد في آخر 30 يومًا {{rate, number}}%: معظم الزوار يغادرون بعد صفحة واحدة.",
        tooFewVisits:
          "الزيارات غير كافية للقياس: {{count, number}} في آخر 30 يومًا، والمطلوب {{minimum, number}} على الأقل.",
      },
      prohibitedContent: {
        passed: "لا تستخدم أي وظيفة مدرجة أو صفحة منشورة مصطلحات يقيّدها AdSense.",
        found_zero: "لا توجد وظيفة أو صفحة تستخدم مصطلحات يقيّدها AdSense.",
        found_one: "عنصر واحد (وظيفة أو صفحة) يستخدم مصطلحات يقيّدها AdSense؛ راجعه: {{titles}}.",
        found_two: "عنصران (وظائف أو صفحات) يستخدمان مصطلحات يقيّدها AdSense؛ راجعهما: {{titles}}.",
        found_few: "{{count, number}} عناصر (وظائف أو صفحات) تستخدم مصطلحات يقيّدها AdSense؛ راجعها، ومنها: {{titles}}.",
        found_many:
          "{{count, number}} عنصرًا (وظائف أو صفحات) تستخدم مصطلحات يقيّدها AdSense؛ راجعها، ومنها: {{titles}}.",
        found_other:
          "{{count, number}} عنصر (وظائف أو صفحات) تستخدم مصطلحات يقيّدها AdSense؛ راجعها، ومنها: {{titles}}.",
      },
      freshContent: {
        today: "نُشرت وظيفة أو حُدّثت صفحة اليوم.",
        passed_zero: "عمر أحدث وظيفة أو صفحة أقل من يوم.",
        passed_one: "عمر أحدث وظيفة أو صفحة يوم واحد.",
        passed_two: "عمر أحدث وظيفة أو صفحة يومان.",
        passed_few: "عمر أحدث وظيفة أو صفحة {{count, number}} أيام.",
        passed_many: "عمر أحدث وظيفة أو صفحة {{count, number}} يومًا.",
        passed_other: "عمر أحدث وظيفة أو صفحة {{count, number}} يوم.",
        stale: "مضى على أحدث وظيفة أو صفحة {{count, number}} من الأيام: انشر شيئًا أو حدّثه مرة في الشهر على الأقل.",
        failed: "مضى على أحدث وظيفة أو صفحة {{count, number}} من الأيام: يرى الزوار و AdSense موقعًا لا يحدّثه أحد.",
        none: "لا توجد وظيفة مدرجة ولا صفحة منشورة.",
      },
    },
  },
} satisfies TCatalogueArea;
