// The optional semantic signal (decision 029): off by default, so every score is exactly the score
// without it; on, with a weight and vectors, a job whose vector is nearer the resume's moves up.
import { describe, expect, it } from "vitest";
import {
  buildCorpusStats,
  cosineSimilarity,
  prepareJob,
  prepareResume,
  rankJobs,
  scoreBound,
  scoreMatch,
  scoreParts,
  semanticPart,
  type TMatchJobInput,
  type TSemanticSignal,
} from "./index";
import { WEIGHTS } from "./weights";

const JOB: TMatchJobInput = {
  id: 1,
  title: "Frontend Developer",
  description: "Build our customer portal with React and TypeScript.",
  requirements: ["3+ years of experience", "Strong JavaScript and React", "CSS and accessibility"],
  skills: ["JavaScript", "React", "TypeScript", "CSS"],
  country: "United Arab Emirates",
  city: "Dubai",
  workType: "onsite",
};

const resume = prepareResume({
  title: "Frontend Developer",
  summary: "Frontend developer building web apps.",
  skills: ["JS", "React", "TypeScript", "CSS"],
  experience: [{ title: "Frontend Developer", description: "Built dashboards with React." }],
  yearsOfExperience: 4,
  countryCode: "AE",
  city: "Dubai",
  willingToRelocate: false,
});

// Job 1 in the resume's city; job 2 the same posting in another city of the country (a little
// lower without the signal); job 3 another occupation.
const jobs = [
  prepareJob(JOB),
  prepareJob({ ...JOB, id: 2, city: "Abu Dhabi" }),
  prepareJob({
    ...JOB,
    id: 3,
    title: "Registered Nurse",
    description: "Care for patients on a busy ward.",
    requirements: ["Nursing licence", "Patient care"],
    skills: ["Patient care", "Medication administration"],
  }),
];
const corpus = buildCorpusStats(jobs);

// The resume's vector is job 2's; job 1's and job 3's point elsewhere.
const vectors = {
  resumeVector: [1, 0, 0],
  jobVectors: new Map([
    [1, [0, 1, 0]],
    [2, [1, 0, 0]],
    [3, [0, 0, 1]],
  ]),
};

describe("cosine similarity", () => {
  it("is 1 for the same direction, 0 for orthogonal vectors and for a zero vector", () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [1, 0])).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it("refuses vectors of different lengths (two models mixed up)", () => {
    expect(() => cosineSimilarity([1, 0], [1, 0, 0])).toThrow(/different lengths/);
  });
});

describe("the semantic signal", () => {
  it("is off by default: without a weight, or with weight 0, every score is the score without it", () => {
    expect(WEIGHTS.semantic).toBe(0);
    for (const signal of [{ ...vectors }, { ...vectors, weight: 0 }] satisfies TSemanticSignal[]) {
      for (const job of jobs) {
        expect(semanticPart(signal, job)).toBeNull();
        expect(scoreParts(resume, job, corpus, signal)).toEqual(scoreParts(resume, job, corpus));
        expect(scoreMatch(resume, job, corpus, signal)).toEqual(scoreMatch(resume, job, corpus));
        expect(scoreBound(resume, job, signal)).toBe(scoreBound(resume, job));
      }
      expect(rankJobs(resume, jobs, corpus, signal)).toEqual(rankJobs(resume, jobs, corpus));
    }
  });

  it("with a weight, moves the job whose vector is nearer the resume's above one that scored higher", () => {
    const without = rankJobs(resume, jobs, corpus);
    expect(without.map(({ job }) => job.id)).toEqual([1, 2, 3]);
    expect(without[0].score).toBeGreaterThan(without[1].score);

    const signal = { ...vectors, weight: 0.4 };
    const withSignal = rankJobs(resume, jobs, corpus, signal);
    expect(withSignal.map(({ job }) => job.id)).toEqual([2, 1, 3]);
    expect(scoreParts(resume, jobs[1], corpus, signal).semantic).toBe(1);
    expect(scoreParts(resume, jobs[0], corpus, signal).semantic).toBe(0);
    // Blending a similarity of 0 in lowers job 1's score; a similarity of 1 raises job 2's.
    expect(withSignal.find(({ job }) => job.id === 1)!.score).toBeLessThan(without[0].score);
    expect(withSignal.find(({ job }) => job.id === 2)!.score).toBeGreaterThan(without[1].score);
  });

  it("leaves a job without a vector as it scores without the signal", () => {
    const signal = { ...vectors, weight: 0.4, jobVectors: new Map([[2, [1, 0, 0]]]) };
    expect(scoreParts(resume, jobs[0], corpus, signal)).toEqual(scoreParts(resume, jobs[0], corpus));
    expect(scoreParts(resume, jobs[1], corpus, signal).score).toBeGreaterThan(
      scoreParts(resume, jobs[1], corpus).score,
    );
  });

  it("reads cosines through the calibration: at or below floor 0, at or above full 1, linear between", () => {
    const calibrated = (cosine: number) =>
      semanticPart(
        {
          weight: 1,
          floor: 0.2,
          full: 0.6,
          resumeVector: [1, 0],
          jobVectors: new Map([[1, [cosine, Math.sqrt(1 - cosine * cosine)]]]),
        },
        { id: 1 },
      )!.similarity;
    expect(calibrated(0.1)).toBe(0);
    expect(calibrated(0.4)).toBeCloseTo(0.5, 12);
    expect(calibrated(0.9)).toBe(1);
  });

  it("refuses a calibration whose full similarity is not above its floor", () => {
    const signal = { ...vectors, weight: 0.4, floor: 0.5, full: 0.5 };
    expect(() => scoreParts(resume, jobs[0], corpus, signal)).toThrow(/calibration/);
  });

  it("keeps the bound at or above the full score, so the best few are found exactly with it on", () => {
    const signal = { ...vectors, weight: 0.4 };
    for (const job of jobs)
      expect(scoreBound(resume, job, signal)).toBeGreaterThanOrEqual(scoreParts(resume, job, corpus, signal).score);
  });
});
