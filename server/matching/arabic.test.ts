// Arabic in the matching engine: the tokenizer's folding, Arabic names in the taxonomy, years and
// levels read from Arabic ads, and an Arabic posting matched across languages.
import { describe, expect, it } from "vitest";
import {
  buildCorpusStats,
  normalizeSkills,
  prepareJob,
  prepareResume,
  scoreMatch,
  type TMatchJobInput,
  type TMatchResumeInput,
} from "./index";
import { requiredYears, seniorityFromTitle } from "./signals";
import { findRoles } from "./skills";
import { arabicKey, singular, terms, words } from "./text";

describe("Arabic normalisation", () => {
  it("makes the alef forms, alef maqsura, ta marbuta and hamza seats agree", () => {
    expect(arabicKey("أحمد")).toBe(arabicKey("احمد"));
    expect(arabicKey("إدارة")).toBe(arabicKey("اداره"));
    expect(arabicKey("آلة")).toBe(arabicKey("الة"));
    expect(arabicKey("مستشفى")).toBe(arabicKey("مستشفي"));
    expect(arabicKey("مسؤول")).toBe(arabicKey("مسئول"));
    expect(arabicKey("ممرضة")).toBe("ممرض");
  });

  it("strips short vowels and tatweel when reading words, keeping the letters as written", () => {
    expect(words("المُمَرِّضَةُ")).toEqual(["الممرضة"]);
    expect(words("ممـــرضة")).toEqual(["ممرضة"]);
    expect(singular(words("المُمَرِّضَةُ")[0])).toBe("ممرض");
  });

  it("takes off the article, 'and', and plural, dual and feminine endings", () => {
    for (const form of ["ممرض", "ممرضة", "الممرضة", "الممرضات", "ممرضون", "والممرضين", "للممرضين"]) {
      expect(arabicKey(form), form).toBe("ممرض");
    }
    expect(arabicKey("والتقييم")).toBe("تقييم");
    expect(arabicKey("بالتجزئة")).toBe(arabicKey("تجزئة"));
    // A short word keeps what would leave fewer than three letters: "الم" (pain) is not "م".
    expect(arabicKey("الم")).toBe("الم");
  });

  it("never runs a word from Arabic into Latin script, and keeps Arabic punctuation out of words", () => {
    expect(words("مهارة جيدة في SQL وExcel، والتقييم؛ هل؟")).toEqual([
      "مهارة",
      "جيدة",
      "في",
      "sql",
      "و",
      "excel",
      "والتقييم",
      "هل",
    ]);
  });

  it("reads Arabic-Indic digits as digits and drops Arabic stop words from the text terms", () => {
    expect(words("٥ سنوات ۳")).toEqual(["5", "سنوات", "3"]);
    expect(terms("خبرة في العناية المركزة مع الفريق")).toEqual(["عنا", "مركز"]);
  });

  it("leaves English and French words as they were", () => {
    expect(singular("nurses")).toBe("nurse");
    expect(words("Infirmière de bloc opératoire")).toEqual(["infirmiere", "de", "bloc", "operatoire"]);
  });
});

describe("Arabic names in the taxonomy", () => {
  it("finds the same skills written in Arabic with or without the article, and in English", () => {
    expect(normalizeSkills(["العناية المركزة", "عناية مركزة", "Critical Care"])).toEqual(["critical-care"]);
    expect(normalizeSkills(["إعطاء الأدوية"])).toEqual(["medication-administration"]);
    expect(normalizeSkills(["خدمة العملاء", "إدارة المخزون", "المحاسبة", "تحليل البيانات"])).toEqual([
      "customer-service",
      "inventory-management",
      "accounting",
      "data-analysis",
    ]);
    // The advanced certificate is the longer name: not basic life support.
    expect(normalizeSkills(["الإنعاش القلبي الرئوي المتقدم"])).toEqual(["acls"]);
    expect(normalizeSkills(["الإنعاش القلبي الرئوي"])).toEqual(["bls"]);
    // "قيادة" is leading a team or driving a car: only the whole name says which.
    expect(normalizeSkills(["قيادة الفرق", "رخصة قيادة"])).toEqual(["people-leadership", "driving"]);
  });

  it("finds occupations in Arabic titles, masculine or feminine", () => {
    expect(findRoles("ممرض / ممرضة عناية مركزة")).toEqual(["nurse"]);
    expect(findRoles("صيدلي إكلينيكي")).toEqual(["pharmacist"]);
    expect(findRoles("مهندس موقع مدني")).toEqual(["civil-engineer"]);
    expect(findRoles("محاسبة")).toEqual(["accountant"]);
    expect(findRoles("مديرة متجر")).toEqual(["store-manager"]);
    expect(findRoles("مطور برمجيات")).toEqual(["software-engineer"]);
    // "مطور" alone is any developer: a business developer is not a software engineer.
    expect(findRoles("مطور أعمال")).toEqual([]);
  });
});

describe("years and levels in Arabic ads", () => {
  it("reads the years of experience asked", () => {
    expect(requiredYears("خبرة لا تقل عن خمس سنوات في متاجر التجزئة")).toBe(5);
    expect(requiredYears("سنتان على الأقل من الخبرة في العناية المركزة")).toBe(2);
    expect(requiredYears("خبرة سنتين على الأقل في صيدلية مستشفى")).toBe(2);
    expect(requiredYears("من 3 إلى 5 سنوات خبرة")).toBe(3);
    expect(requiredYears("٤ سنوات خبرة في المحاسبة")).toBe(4);
    expect(requiredYears("خبرة سنة على الأقل")).toBe(1);
    // Months of a contract and days of leave are not experience.
    expect(requiredYears("العقد لمدة اثني عشر شهرًا قابلة للتجديد. إجازة سنوية ثلاثون يومًا")).toBeNull();
  });

  it("reads levels from Arabic titles, not from occupations that carry a level word", () => {
    expect(seniorityFromTitle("محاسب أول")).toBe(3);
    expect(seniorityFromTitle("مهندس مدني مبتدئ")).toBe(1);
    expect(seniorityFromTitle("متدرب مبيعات")).toBe(0);
    expect(seniorityFromTitle("قائد فريق المبيعات")).toBe(4);
    expect(seniorityFromTitle("رئيسة التمريض")).toBeNull();
    expect(seniorityFromTitle("مساعد تمريض")).toBeNull();
    expect(seniorityFromTitle("مدير متجر")).toBeNull();
  });
});

describe("an Arabic posting across languages", () => {
  const posting: TMatchJobInput = {
    id: 1,
    title: "ممرض / ممرضة عناية مركزة",
    description:
      "نبحث عن ممرضين وممرضات للانضمام إلى وحدة العناية المركزة. ستقدم الرعاية التمريضية للمرضى ذوي الحالات الحرجة، وتتابع أجهزة التنفس الصناعي، وتعطي الأدوية، وتوثق الحالة في السجل الطبي الإلكتروني.",
    requirements: [
      "بكالوريوس التمريض وترخيص مزاولة المهنة من نقابة التمريض",
      "سنتان على الأقل من الخبرة في العناية المركزة أو الطوارئ",
      "شهادة الإنعاش القلبي الرئوي المتقدم (ACLS) سارية",
    ],
    skills: ["العناية المركزة", "التنفس الصناعي", "إعطاء الأدوية", "الإنعاش القلبي الرئوي", "التوثيق الطبي"],
    country: "Egypt",
    city: "Cairo",
    workType: "onsite",
  };
  const arabicNurse: TMatchResumeInput = {
    title: "ممرضة عناية مركزة",
    summary: "ممرضة قانونية بخبرة أربع سنوات في العناية المركزة ورعاية المرضى ذوي الحالات الحرجة.",
    skills: ["العناية المركزة", "أجهزة التنفس الصناعي", "إعطاء الأدوية", "الإنعاش القلبي الرئوي المتقدم"],
    experience: [
      {
        title: "ممرضة عناية مركزة",
        description: "رعاية مرضى العناية المركزة ومتابعة التنفس الصناعي والتوثيق في السجل الطبي الإلكتروني.",
      },
    ],
    yearsOfExperience: 4,
    countryCode: "EG",
    city: "Cairo",
    willingToRelocate: false,
  };
  const englishNurse: TMatchResumeInput = {
    title: "ICU Nurse",
    summary: "Registered nurse with four years in intensive care.",
    skills: ["Critical Care", "Mechanical Ventilation", "Medication Administration", "ACLS", "EHR"],
    experience: [{ title: "Staff Nurse, ICU", description: "Care for ventilated patients; document in Epic." }],
    yearsOfExperience: 4,
    countryCode: "EG",
    city: "Cairo",
    willingToRelocate: false,
  };
  const arabicAccountant: TMatchResumeInput = {
    title: "محاسب أول",
    summary: "محاسب بخبرة ست سنوات في المحاسبة المالية والإقفال الشهري والتسويات البنكية.",
    skills: ["المحاسبة", "دفتر الأستاذ العام", "التسويات البنكية", "ضريبة القيمة المضافة", "إكسل"],
    experience: [{ title: "محاسب", description: "إعداد القوائم المالية والقيود اليومية." }],
    yearsOfExperience: 6,
    countryCode: "EG",
    city: "Cairo",
    willingToRelocate: false,
  };
  const job = prepareJob(posting);
  const corpus = buildCorpusStats([job]);
  const score = (resume: TMatchResumeInput) => scoreMatch(prepareResume(resume), job, corpus);

  it("matches an Arabic nurse resume and an English one through the taxonomy, not an accountant", () => {
    const arabic = score(arabicNurse);
    const english = score(englishNurse);
    const accountant = score(arabicAccountant);
    expect(arabic.score).toBeGreaterThanOrEqual(80);
    expect(english.score).toBeGreaterThanOrEqual(65);
    expect(accountant.score).toBeLessThan(25);
    expect(english.matchedSkills.map((skill) => skill.skill)).toEqual(
      expect.arrayContaining(["Critical Care", "Medication Administration", "ACLS"]),
    );
    // The Arabic resume's own words are shown for what it matched, as written.
    expect(arabic.matchedSkills.find((skill) => skill.skill === "Critical Care")?.matchedAs).toBe("العناية المركزة");
  });
});
