// Our own tokenizer for English, French and Arabic job text: lower case, accents folded, stop
// words dropped, a light suffix-stripping stemmer (a plural, "-ing", "-ation", French "-ment",
// ...). Arabic words keep their spelling as written (short vowels and tatweel removed) and are
// folded only where they are compared (`arabicKey`): alef forms, alef maqsura, ta marbuta and
// the hamza seats agree, and the article, "and" and the plural or feminine ending come off.

// Arabic letters (after tashkeel is removed); digits are turned into ASCII ones first.
const AR = "\u0621-\u063a\u0641-\u064a\u0671-\u06d3\u06d5";
const ARABIC_LETTER = new RegExp(`[${AR}]`);
const ARABIC_WORD = new RegExp(`^[${AR}]+$`);
// Short vowels, shadda, sukun, tanwin, the dagger alef and tatweel: never part of the spelling.
const TASHKEEL = /[\u064b-\u0652\u0656-\u065f\u0670\u0640]/g;

/** Lower case, accents removed, apostrophes and dashes between letters kept as word breaks. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(TASHKEEL, "")
    .normalize("NFC")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[’`]/g, "'");
}

// Words kept whole: "c++", "c#", ".net", "node.js", "next.js", "ci/cd", "p&l", "s&op", "a/b".
// Arabic punctuation (، ؛ ؟) is not part of a word.
const TOKEN = new RegExp(`[a-z0-9${AR}]+(?:[.+#&/][a-z0-9${AR}]+)*[+#]*|[.][a-z]+`, "g");
// "وExcel" ("and Excel"), "SQLو": a word never runs from one script into the other.
const SCRIPT_BREAK = new RegExp(`(?<=[${AR}])(?=[a-z0-9])|(?<=[a-z0-9])(?=[${AR}])`, "g");

/** The raw words of a text (folded, unstemmed, stop words kept): what skill phrases match on. */
export function words(text: string): string[] {
  const folded = foldText(text)
    .replace(/\b([a-z])'(?=[a-z])/g, "$1 ")
    .replace(SCRIPT_BREAK, " ");
  const result: string[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    let word = match[0];
    // "end." at the end of a sentence is "end"; keep "node.js".
    word = word.replace(/[.]+$/, "");
    if (word) result.push(word);
  }
  return result;
}

/** Whether a word is written in Arabic script. */
export function isArabic(word: string): boolean {
  return ARABIC_LETTER.test(word);
}

/**
 * Arabic letters that are spelled several ways, made one: أ إ آ ٱ -> ا, ى -> ي, ة -> ه, ؤ ئ -> ء
 * ("مسؤول" and "مسئول" agree), Persian ک ی -> ك ي. Nothing else changes.
 */
export function foldArabic(text: string): string {
  return text
    .replace(/[\u0623\u0625\u0622\u0671]/g, "\u0627")
    .replace(/\u0649/g, "\u064a")
    .replace(/\u0629/g, "\u0647")
    .replace(/[\u0624\u0626]/g, "\u0621")
    .replace(/\u06a9/g, "\u0643")
    .replace(/\u06cc/g, "\u064a");
}

// Prefixes taken off, longest first: "and/so/with/like + the", "for the" (لل), "the"; then a
// lone "and" (و) before a longer word. The rest keeps three letters at least.
const ARABIC_PREFIXES = [
  "\u0648\u0627\u0644",
  "\u0641\u0627\u0644",
  "\u0628\u0627\u0644",
  "\u0643\u0627\u0644",
  "\u0644\u0644",
  "\u0627\u0644",
];
// Endings taken off, one, longest first: -ها, sound plurals -ات -ون -ين, dual -ان, nisba -يه
// (-ية) and -ي, the feminine -ه (ة). "ممرضة", "ممرضات", "ممرضين" all give "ممرض".
const ARABIC_SUFFIXES = [
  "\u0647\u0627",
  "\u0627\u062a",
  "\u0648\u0646",
  "\u064a\u0646",
  "\u0627\u0646",
  "\u064a\u0647",
  "\u0647",
  "\u064a",
];
const MIN_ARABIC_STEM = 3;

const arabicCache = new Map<string, string>();

/**
 * The form an Arabic word is compared in (a light stemmer): letters folded (`foldArabic`), the
 * article and "and" taken off ("والتقييم" -> "تقييم", "المبيعات" -> "مبيع"), one plural,
 * dual, nisba or feminine ending taken off. Words in other scripts are returned as they are.
 */
export function arabicKey(word: string): string {
  if (!ARABIC_WORD.test(word)) return word;
  const cached = arabicCache.get(word);
  if (cached !== undefined) return cached;
  let key = foldArabic(word);
  const prefix = ARABIC_PREFIXES.find((part) => key.startsWith(part) && key.length - part.length >= MIN_ARABIC_STEM);
  if (prefix) key = key.slice(prefix.length);
  else if (key.startsWith("\u0648") && key.length - 1 >= MIN_ARABIC_STEM + 1) key = key.slice(1);
  const suffix = ARABIC_SUFFIXES.find((part) => key.endsWith(part) && key.length - part.length >= MIN_ARABIC_STEM);
  if (suffix) key = key.slice(0, -suffix.length);
  if (arabicCache.size < 100_000) arabicCache.set(word, key);
  return key;
}

export const STOP_WORDS = new Set(
  // English
  (
    "a about above after again all also am an and any are as at be been being below between both but by can " +
    "could did do does doing down during each either etc every few for from further had has have having he her " +
    "here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only " +
    "or other our ours out over own same she should so some such than that the their theirs them then there " +
    "these they this those through to too under until up upon us very via was we were what when where which " +
    "while who whom why will with within without would you your yours ll ve re " +
    // job-ad boilerplate that says nothing about the work
    "able ability strong good great excellent solid experience experienced years year work working role job " +
    "team teams company looking join including include includes new well plus etc across per using use used " +
    "one two three four five six seven eight nine ten day days week weeks month months help make keep " +
    "including knowledge understanding skills skill clear proven track record level environment " +
    // French
    "au aux avec ce ces cet cette dans de des du elle en et eux il ils je la le les leur leurs lui ma mais me " +
    "meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un " +
    "une vos votre vous d l c j m n s t y a est sont etre avoir ete chez tout tous toute toutes plus tres " +
    "ans annee annees experience poste equipe entreprise nous vous bonne bon sein afin ainsi comme"
  ).split(/\s+/),
);

// Arabic function words and job-ad boilerplate, compared by their `arabicKey`.
const ARABIC_STOP_WORDS =
  "في من على إلى الى عن مع أو او و ثم أن إن ان كان كانت يكون تكون هذا هذه ذلك تلك هو هي هم نحن أنت انت " +
  "التي الذي الذين اللذين ما لا لم لن قد كل بعض غير بين عند حتى إذا اذا كما أي اي أيضا ايضا حسب مثل " +
  "لدى لدينا لديك نبحث نوفر يوم أيام اسبوع الأسبوع شهر سنة سنوات سنتان سنتين عام أعوام " +
  "خبرة الخبرة وظيفة الوظيفة عمل العمل فريق الفريق شركة الشركة قدرة القدرة جيدة جيد ممتازة ممتاز " +
  "معرفة مهارة مهارات المهارات الأقل الاقل أقل اقل تقل يقل أكثر اكثر الانضمام للانضمام ستعمل ستتولى دوام كامل " +
  "جزئي بدوام نظام بنظام مجال ذات ذو ميزة إضافية اضافية";
const ARABIC_STOP_KEYS = new Set(
  ARABIC_STOP_WORDS.split(/\s+/)
    .filter(Boolean)
    .map((word) => arabicKey(foldText(word))),
);

// Suffixes stripped, longest first; the stem keeps at least three letters.
const SUFFIXES = [
  "isations",
  "izations",
  "isation",
  "ization",
  "ations",
  "ements",
  "ation",
  "ement",
  "ments",
  "ities",
  "ness",
  "ings",
  "ment",
  "ists",
  "ical",
  "ence",
  "ance",
  "ique",
  "iques",
  "ing",
  "ity",
  "ist",
  "ers",
  "eur",
  "eurs",
  "euse",
  "euses",
  "ies",
  "ied",
  "ive",
  "ion",
  "ions",
  "ic",
  "al",
  "ed",
  "er",
  "es",
  "ly",
  "y",
  "e",
  "s",
].sort((a, b) => b.length - a.length);

const stemCache = new Map<string, string>();

/** A light stemmer for English and French: "nursing" -> "nurs", "nurses" -> "nurs". */
export function stem(word: string): string {
  if (isArabic(word)) return arabicKey(word);
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let result = word;
  if (/^[a-z]+$/.test(word) && word.length > 4) {
    for (const suffix of SUFFIXES) {
      if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
        result = word.slice(0, -suffix.length);
        break;
      }
    }
    // "nurs" / "nurse" / "nursed" agree; doubled final consonants ("planning" -> "plann") fold.
    result = result.replace(/([b-df-hj-np-tv-z])\1$/, "$1");
  }
  if (stemCache.size < 100_000) stemCache.set(word, result);
  return result;
}

/**
 * The singular of a word, for matching skill and role names: plurals fold ("nurses" ->
 * "nurse", "pipelines" -> "pipeline", "companies" -> "company"), other endings stay, so
 * "accounting" does not become "account" and "nursery" stays apart from "nursing". An Arabic
 * word gives its `arabicKey`, so "الممرضات" finds the alias "ممرض".
 */
export function singular(word: string): string {
  if (isArabic(word)) return arabicKey(word);
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  if (word.endsWith("x") && /(aux|eux)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Content terms of a text: words without stop words, stemmed. */
export function terms(text: string): string[] {
  const result: string[] = [];
  for (const word of words(text)) {
    if (word.length < 2 && !/\d/.test(word)) continue;
    if (STOP_WORDS.has(word)) continue;
    if (isArabic(word) && ARABIC_STOP_KEYS.has(arabicKey(word))) continue;
    if (/^\d+$/.test(word)) continue;
    result.push(stem(word));
  }
  return result;
}
