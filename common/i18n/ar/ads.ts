// The ad slot's label and the ads consent banner, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const ads = {
  ads: {
    label: "إعلان",
    choices: "خيارات الإعلانات",
    banner: {
      heading: "الإعلانات في هذه الصفحة",
      body: "تعرض Google AdSense إعلانات هنا وتستخدم ملفات تعريف الارتباط لعرضها وقياسها. لا يُحمَّل نصها البرمجي إلا إذا وافقت؛ وإذا رفضت، فلن يُحمَّل أي نص برمجي للإعلانات.",
      gdpr: "لا تُخصَّص الإعلانات إلا بموافقتك.",
      policy: "كيف نستخدم الإعلانات",
      accept: "قبول الإعلانات",
      decline: "رفض",
      declineCcpa: "عدم بيع معلوماتي الشخصية أو مشاركتها",
    },
    current: {
      granted: "لقد قبلت الإعلانات. يمكنك تغيير إجابتك هنا في أي وقت.",
      denied: "لقد رفضت الإعلانات. يمكنك تغيير إجابتك هنا في أي وقت.",
    },
  },
} satisfies TCatalogueArea;
