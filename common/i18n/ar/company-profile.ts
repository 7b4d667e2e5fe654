// The company profile's server answers (the profile and its logo), in Arabic.
import type { TCatalogueArea } from "../catalogue-area";

export const companyProfile = {
  companyProfile: {
    companiesOnly: "ملف الشركة متاح لحسابات الشركات فقط",
    noCompany: "لا يملك هذا الحساب ملف شركة",
    logoTooLarge: "يجب ألا يتجاوز حجم الشعار 1 ميغابايت",
    validation: {
      cityNeedsCountry: "اختر البلد أولًا",
      foundedYear: "أدخل سنة بين 1800 والسنة الحالية",
    },
  },
} satisfies TCatalogueArea;
