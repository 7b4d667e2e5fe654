// Our own tokenizer for English and French job text: lower case, accents folded, stop words
// dropped, a light suffix-stripping stemmer (a plural, "-ing", "-ation", French "-ment", ...).

/** Lower case, accents removed, apostrophes and dashes between letters kept as word breaks. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’`]/g, "'");
}

// Words kept whole: "c++", "c#", ".net", "node.js", "next.js", "ci/cd", "p&l", "s&op", "a/b".
const TOKEN = /[a-z0-9\u0600-\u06ff]+(?:[.+#&/][a-z0-9\u0600-\u06ff]+)*[+#]*|[.][a-z]+/g;

/** The raw words of a text (folded, unstemmed, stop words kept): what skill phrases match on. */
export function words(text: string): string[] {
  const folded = foldText(text).replace(/\b([a-z])'(?=[a-z])/g, "$1 ");
  const result: string[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    let word = match[0];
    // "end." at the end of a sentence is "end"; keep "node.js".
    word = word.replace(/[.]+$/, "");
    if (word) result.push(word);
  }
  return result;
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
 * "accounting" does not become "account" and "nursery" stays apart from "nursing".
 */
export function singular(word: string): string {
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
    if (/^\d+$/.test(word)) continue;
    result.push(stem(word));
  }
  return result;
}
