// npm run eval:match [-- --detail] [-- --embeddings]
//
// Match quality on the labelled set of bench/match-eval (decision 020): every resume
// ranks the whole job pool, and each ranking is scored against the recruiter's grades with
// NDCG@10 and precision@5 (relevant = grade 2 or 3). Three methods in the same run: our engine
// (server/matching), plain keyword overlap (Resume-Matcher's method: the share of a job's
// keywords, its skills plus the top TF-IDF words of its title and requirements, found in the
// resume) and TF-IDF cosine over the whole texts. Resumes with odd ids tuned the engine; the
// even ids are held out, and their figures are the ones to quote. --detail prints the tuning
// half resume by resume (never the held-out half: it must not steer the tuning).
//
// Per language: the Arabic resumes' figures over the whole pool, and for the Arabic and the
// French postings, each resume's ranking of those postings alone (the resumes with one of them
// graded 1 or more), which is where a resume in another language must find them.
//
// --embeddings (decision 029) adds the embedding cosine alone and the engine with the semantic
// signal blended in at a few weights, as rows of the same tables. The vectors come through the AI
// layer: from AI_BASE_URL and AI_MODEL when set (an embedding model), else from a STAND-IN
// (bench/stand-in-embedding.ts, hashed words and trigrams: a fake, not a model) served by the
// tests' fake OpenAI-compatible server (match-eval/embeddings.ts).
import { parseArgs } from "node:util";
import { buildCorpusStats, prepareJob, prepareResume, rankJobs, type TMatchResumeInput } from "../server/matching";
import { terms, words } from "../server/matching/text";
import { gradeOf, isTuning } from "./match-eval/grades";
import { semanticMethods, semanticSpeed } from "./match-eval/semantic-methods";
import { EVAL_JOBS, type TEvalJob } from "./match-eval/jobs";
import { EVAL_RESUMES, type TEvalResume } from "./match-eval/resumes";

const { values: args } = parseArgs({
  options: { detail: { type: "boolean", default: false }, embeddings: { type: "boolean", default: false } },
});

type TRanker = (resume: TEvalResume) => number[]; // job ids, best first

// ---------- our engine ----------
const preparedJobs = EVAL_JOBS.map((job) => prepareJob(job));
const corpus = buildCorpusStats(preparedJobs);
const engine: TRanker = (resume) =>
  rankJobs(prepareResume(resume.resume), preparedJobs, corpus).map(({ job }) => job.id);

// ---------- shared text helpers for the baselines ----------
function resumeText(resume: TMatchResumeInput): string {
  return [
    resume.title,
    resume.summary,
    resume.skills.join(". "),
    ...resume.experience.flatMap((entry) => [entry.title, entry.description]),
  ].join("\n");
}
function jobText(job: TEvalJob): string {
  return [job.title, job.description, job.requirements.join("\n"), job.skills.join(". ")].join("\n");
}
const jobTerms = new Map(EVAL_JOBS.map((job) => [job.id, terms(jobText(job))]));
const documentFrequency = new Map<string, number>();
for (const list of jobTerms.values())
  for (const term of new Set(list)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
const idf = (term: string) => Math.log((1 + EVAL_JOBS.length) / (1 + (documentFrequency.get(term) ?? 0))) + 1;

function counts(list: string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const term of list) result.set(term, (result.get(term) ?? 0) + 1);
  return result;
}
function vector(list: string[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const [term, count] of counts(list)) result.set(term, (1 + Math.log(count)) * idf(term));
  return result;
}
function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const value of a.values()) normA += value * value;
  for (const value of b.values()) normB += value * value;
  for (const [term, value] of a) dot += value * (b.get(term) ?? 0);
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}
const byScore = (scores: Map<number, number>) =>
  [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);

// ---------- TF-IDF cosine ----------
const jobVectors = new Map(EVAL_JOBS.map((job) => [job.id, vector(jobTerms.get(job.id)!)]));
const tfidf: TRanker = (resume) => {
  const resumeVector = vector(terms(resumeText(resume.resume)));
  return byScore(new Map(EVAL_JOBS.map((job) => [job.id, cosine(resumeVector, jobVectors.get(job.id)!)])));
};

// ---------- keyword overlap (Resume-Matcher's method) ----------
const KEYWORD_WORDS = 10;
const jobKeywords = new Map(
  EVAL_JOBS.map((job) => {
    const skillPhrases = job.skills.map((skill) => words(skill).join(" ")).filter(Boolean);
    const head = vector(terms([job.title, ...job.requirements].join("\n")));
    const topWords = [...head]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, KEYWORD_WORDS)
      .map(([term]) => term);
    return [job.id, { skillPhrases, topWords }];
  }),
);
const keywordOverlap: TRanker = (resume) => {
  const text = resumeText(resume.resume);
  const phraseText = ` ${words(text).join(" ")} `;
  const termSet = new Set(terms(text));
  const scores = new Map<number, number>();
  for (const job of EVAL_JOBS) {
    const { skillPhrases, topWords } = jobKeywords.get(job.id)!;
    const keywords = skillPhrases.length + topWords.length;
    let found = 0;
    for (const phrase of skillPhrases) if (phraseText.includes(` ${phrase} `)) found += 1;
    for (const term of topWords) if (termSet.has(term)) found += 1;
    scores.set(job.id, keywords ? found / keywords : 0);
  }
  return byScore(scores);
};

// ---------- metrics ----------
function ndcgAt(k: number, ranking: number[], grades: Map<number, number>): number {
  const gain = (grade: number) => 2 ** grade - 1;
  let dcg = 0;
  ranking.slice(0, k).forEach((id, position) => {
    dcg += gain(grades.get(id) ?? 0) / Math.log2(position + 2);
  });
  const ideal = [...grades.values()].sort((a, b) => b - a).slice(0, k);
  let idcg = 0;
  ideal.forEach((grade, position) => {
    idcg += gain(grade) / Math.log2(position + 2);
  });
  return idcg > 0 ? dcg / idcg : 0;
}
function precisionAt(k: number, ranking: number[], grades: Map<number, number>): number {
  return ranking.slice(0, k).filter((id) => (grades.get(id) ?? 0) >= 2).length / k;
}

const methods: [string, TRanker][] = [
  ["Hirewise engine", engine],
  ["Keyword overlap (Resume-Matcher)", keywordOverlap],
  ["TF-IDF cosine", tfidf],
];
const semantic = args.embeddings ? await semanticMethods(preparedJobs, corpus) : null;
if (semantic) {
  console.log(`Embeddings: ${semantic.source}.\n${semantic.calibration}\n`);
  methods.push(...semantic.methods);
}

interface TFigures {
  ndcg: number;
  precision: number;
  bestPrecision: number;
}
function evaluate(ranker: TRanker, resumes: readonly TEvalResume[], detail: boolean): TFigures {
  let ndcg = 0;
  let precision = 0;
  let bestPrecision = 0;
  for (const resume of resumes) {
    const grades = new Map(EVAL_JOBS.map((job) => [job.id, gradeOf(resume, job)]));
    const ranking = ranker(resume);
    const n = ndcgAt(10, ranking, grades);
    ndcg += n;
    precision += precisionAt(5, ranking, grades);
    bestPrecision += Math.min(5, [...grades.values()].filter((grade) => grade >= 2).length) / 5;
    if (detail) {
      const top = ranking
        .slice(0, 5)
        .map((id) => `${id}:${grades.get(id)}`)
        .join(" ");
      console.log(`  #${resume.id} ${resume.resume.title.padEnd(34)} NDCG@10 ${n.toFixed(3)}  top5 ${top}`);
    }
  }
  return {
    ndcg: ndcg / resumes.length,
    precision: precision / resumes.length,
    bestPrecision: bestPrecision / resumes.length,
  };
}

/** NDCG@10 of each resume's ranking of the jobs `keep` selects, over the resumes with one graded 1+. */
function evaluateWithin(
  ranker: TRanker,
  resumes: readonly TEvalResume[],
  keep: (job: TEvalJob) => boolean,
): { ndcg: number; resumes: number } {
  const kept = EVAL_JOBS.filter(keep);
  const keptIds = new Set(kept.map((job) => job.id));
  let ndcg = 0;
  let counted = 0;
  for (const resume of resumes) {
    const grades = new Map(kept.map((job) => [job.id, gradeOf(resume, job)]));
    if (![...grades.values()].some((grade) => grade >= 1)) continue;
    ndcg += ndcgAt(
      10,
      ranker(resume).filter((id) => keptIds.has(id)),
      grades,
    );
    counted += 1;
  }
  return { ndcg: counted ? ndcg / counted : 0, resumes: counted };
}

const heldOut = EVAL_RESUMES.filter((resume) => !isTuning(resume));
const tuning = EVAL_RESUMES.filter(isTuning);
const gradedPerResume = EVAL_JOBS.length;
console.log(
  `Labelled set: ${EVAL_RESUMES.length} resumes (${new Set(EVAL_RESUMES.map((r) => r.profession)).size} professions), ` +
    `${EVAL_JOBS.length} jobs, ${gradedPerResume} graded jobs per resume; held out ${heldOut.length}, tuning ${tuning.length}.\n`,
);
const rows = methods.map(([name, ranker]) => {
  if (args.detail) console.log(`${name}, tuning half:`);
  const tune = evaluate(ranker, tuning, args.detail);
  const held = evaluate(ranker, heldOut, false);
  return { name, held, tune };
});
const f = (value: number) => value.toFixed(3);
console.log("| method | held-out NDCG@10 | held-out P@5 | tuning NDCG@10 | tuning P@5 |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) {
  console.log(
    `| ${row.name} | ${f(row.held.ndcg)} | ${f(row.held.precision)} | ${f(row.tune.ndcg)} | ${f(row.tune.precision)} |`,
  );
}
console.log(
  `| (best possible P@5: fewer than five relevant jobs for some resumes) | | ${f(rows[0].held.bestPrecision)} | | ${f(rows[0].tune.bestPrecision)} |`,
);
const arabicResumes = EVAL_RESUMES.filter((resume) => resume.language === "ar");
const arabicJobs = EVAL_JOBS.filter((job) => job.language === "ar").length;
const frenchJobs = EVAL_JOBS.filter((job) => job.language === "fr").length;
console.log(
  `\nPer language: the ${arabicResumes.length} Arabic resumes ranking the whole pool (held out ` +
    `${arabicResumes.filter((resume) => !isTuning(resume)).length}), and each resume ranking the ${arabicJobs} Arabic ` +
    `or the ${frenchJobs} French postings alone (resumes with one of them graded 1 or more, all ${EVAL_RESUMES.length} resumes).\n`,
);
console.log(
  "| method | Arabic resumes held-out NDCG@10 | Arabic resumes tuning NDCG@10 | Arabic postings NDCG@10 | French postings NDCG@10 |",
);
console.log("| --- | --- | --- | --- | --- |");
for (const [name, ranker] of methods) {
  const held = evaluate(
    ranker,
    arabicResumes.filter((resume) => !isTuning(resume)),
    false,
  );
  const tune = evaluate(ranker, arabicResumes.filter(isTuning), false);
  const arabic = evaluateWithin(ranker, EVAL_RESUMES, (job) => job.language === "ar");
  const french = evaluateWithin(ranker, EVAL_RESUMES, (job) => job.language === "fr");
  console.log(
    `| ${name} | ${f(held.ndcg)} | ${f(tune.ndcg)} | ${f(arabic.ndcg)} (${arabic.resumes} resumes) | ${f(french.ndcg)} (${french.resumes} resumes) |`,
  );
}

const lead = rows[0].held.ndcg - rows[1].held.ndcg;
console.log(
  `\nEngine ahead of keyword overlap on the held-out half by ${f(lead)} NDCG@10 (target 0.08; engine target 0.90).`,
);

// Speed: one resume against 3,000 prepared jobs (the pool repeated), median of 15 runs.
const many = Array.from({ length: 3000 }, (_, index) =>
  prepareJob({ ...EVAL_JOBS[index % EVAL_JOBS.length], id: index + 1 }),
);
const manyCorpus = buildCorpusStats(many);
const resume = prepareResume(EVAL_RESUMES[0].resume);
const times: number[] = [];
for (let round = 0; round < 15; round += 1) {
  const start = performance.now();
  rankJobs(resume, many, manyCorpus);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `Ranking 3,000 prepared jobs for one resume: median ${times[7].toFixed(1)} ms, slowest ${times[14].toFixed(1)} ms.`,
);
if (semantic) console.log(semanticSpeed(many, manyCorpus, resume, semantic.signalFor(EVAL_RESUMES[0])));
