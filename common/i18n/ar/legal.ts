// The legal pages' shared texts, with the Privacy Policy and the Terms of Service, in Arabic.
import type { TCatalogueArea } from "../catalogue-area";
import { privacy } from "./legal-privacy";
import { terms } from "./legal-terms";

export const legal = {
  legal: {
    lastRevised: "آخر مراجعة: <time>{{date}}</time>",
    contents: "المحتويات",
    backToTop: "العودة إلى الأعلى",
    seeAlso: "انظر أيضًا:",
    contactWays: {
      elsewhere: {
        withDetails: "تواصل معنا عبر البيانات الواردة في قسم التواصل في نهاية هذه الصفحة",
        without: "تواصل معنا عبر بيانات الاتصال المتاحة على هذا الموقع",
      },
      here: {
        withDetails: "تواصل معنا عبر البيانات الواردة أدناه",
        without: "تواصل معنا عبر بيانات الاتصال المتاحة على هذا الموقع",
      },
    },
    governingLaw: {
      set: "قانون {{jurisdiction}}",
      unset: "قانون المكان الذي يقع فيه مقر الجهة المشغّلة لـ Hirewise",
    },
    operator: {
      title: "من يدير هذا الموقع",
      name: "الجهة المشغّلة",
      address: "العنوان البريدي",
      email: "البريد الإلكتروني",
    },
    privacy,
    terms,
  },
} satisfies TCatalogueArea;
