import { describe, expect, it } from "vitest";
import { createTranslator } from "@common/i18n";
import {
  bandFor,
  buildCorpusStats,
  extractJobSkills,
  normalizeSkills,
  prepareJob,
  prepareResume,
  rankJobs,
  scoreBound,
  scoreMatch,
  scoreParts,
  topByScore,
  type TMatchJobInput,
  type TMatchResumeInput,
} from "./index";
import { requiredYears, seniorityFromTitle } from "./signals";
import { findRoles } from "./skills";

const translate = createTranslator("en");

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

const RESUME: TMatchResumeInput = {
  title: "Frontend Developer",
  summary: "Frontend developer building web apps.",
  skills: ["JS", "React", "TypeScript", "CSS"],
  experience: [{ title: "Frontend Developer", description: "Built dashboards with React." }],
  yearsOfExperience: 4,
  countryCode: "AE",
  city: "Dubai",
  willingToRelocate: false,
};

const job = (changes: Partial<TMatchJobInput> = {}) => prepareJob({ ...JOB, ...changes });
const resume = (changes: Partial<TMatchResumeInput> = {}) => prepareResume({ ...RESUME, ...changes });
const score = (r = resume(), j = job()) => scoreMatch(r, j).score;

describe("synonyms", () => {
  it("reads JS as JavaScript, K8s as Kubernetes, Postgres as PostgreSQL, Node as Node.js", () => {
    expect(normalizeSkills(["JS", "k8s", "Postgres", "Node"])).toEqual([
      "javascript",
      "kubernetes",
      "postgresql",
      "nodejs",
    ]);
  });

  it("reads people management as team leadership, RN as a registered nurse, and French names", () => {
    expect(normalizeSkills(["People management"])).toEqual(normalizeSkills(["Team leadership"]));
    expect(normalizeSkills(["RN"])).toEqual(normalizeSkills(["Registered Nurse"]));
    expect(normalizeSkills(["Comptabilité générale"])).toEqual(["accounting"]);
    expect(normalizeSkills(["Rapprochements bancaires"])).toEqual(normalizeSkills(["Bank reconciliations"]));
  });

  it("keeps an unknown skill as itself, so the same unknown skill still matches", () => {
    expect(normalizeSkills(["Banana Bread"])).toEqual(["~banana bread"]);
    const j = job({ skills: ["Banana Bread"], requirements: [], description: "" });
    const result = scoreMatch(resume({ skills: ["banana bread"] }), j);
    expect(result.matchedSkills.map((entry) => entry.credit)).toEqual([1]);
  });

  it("matches the job's JavaScript with the resume's JS in full, naming the resume's word", () => {
    const result = scoreMatch(resume(), job());
    expect(result.matchedSkills).toContainEqual({ skill: "JavaScript", matchedAs: "JS", credit: 1 });
  });

  it("tells a nursery nurse (childcare) from a nurse", () => {
    expect(findRoles("Nursery Nurse")).toEqual(["early-years-educator"]);
    expect(findRoles("Registered Nurse")).toEqual(["nurse"]);
    expect(findRoles("Infirmière de bloc opératoire")).toContain("nurse");
  });

  it("gives the normalised skills of a job for a prefilter", () => {
    expect(extractJobSkills(job())).toEqual(expect.arrayContaining(["javascript", "react", "typescript", "css"]));
  });
});

describe("partial credit", () => {
  const nextJob = () =>
    job({ skills: ["Next.js"], requirements: ["Next.js in production"], description: "Our site runs on Next.js." });

  it("credits React for Next.js in part, and less than Next.js itself", () => {
    const withReact = scoreMatch(resume({ skills: ["React"] }), nextJob());
    const withNext = scoreMatch(resume({ skills: ["Next.js"] }), nextJob());
    const reactCredit = withReact.matchedSkills.find((entry) => entry.skill === "Next.js")?.credit ?? 0;
    expect(reactCredit).toBeGreaterThan(0);
    expect(reactCredit).toBeLessThan(1);
    expect(withNext.matchedSkills.find((entry) => entry.skill === "Next.js")?.credit).toBe(1);
    expect(withNext.score).toBeGreaterThan(withReact.score);
  });

  it("credits MySQL for PostgreSQL in part", () => {
    const j = job({ skills: ["PostgreSQL"], requirements: [], description: "" });
    const credit = scoreMatch(resume({ skills: ["MySQL"] }), j).matchedSkills[0]?.credit ?? 0;
    expect(credit).toBeGreaterThan(0);
    expect(credit).toBeLessThan(1);
  });
});

describe("weighting", () => {
  const weighted = job({
    skills: [],
    description: "A web team.",
    requirements: ["You must have Kubernetes experience", "GraphQL is a plus"],
  });

  it("weighs a required skill above a nice-to-have one", () => {
    const weights = new Map(weighted.skills.map((skill) => [skill.id, skill.weight]));
    expect(weights.get("kubernetes")).toBeGreaterThan(weights.get("graphql") ?? Infinity);
  });

  it("costs more when the required skill is missing than when the nice-to-have is", () => {
    const missingRequired = score(resume({ skills: ["GraphQL"] }), weighted);
    const missingNice = score(resume({ skills: ["Kubernetes"] }), weighted);
    expect(missingNice).toBeGreaterThan(missingRequired);
  });

  it("weighs a skill of the title and skills list above one named only in the description", () => {
    const j = job({
      title: "Python Developer",
      skills: ["Python"],
      requirements: [],
      description: "We also use Redis.",
    });
    const weights = new Map(j.skills.map((skill) => [skill.id, skill.weight]));
    expect(weights.get("python")).toBeGreaterThan(weights.get("redis") ?? Infinity);
  });

  it("lists the important missing skills, most important first, at most eight", () => {
    const many = job({
      skills: ["Kubernetes", "Terraform", "AWS", "Linux", "Go", "Rust", "Kafka", "Redis", "Spark", "Airflow"],
    });
    const result = scoreMatch(resume(), many);
    expect(result.missingSkills.length).toBeLessThanOrEqual(8);
    expect(result.missingSkills).toContain("Kubernetes");
    expect(result.missingSkills).not.toContain("React");
  });
});

describe("seniority", () => {
  it("reads levels from English and French titles", () => {
    expect(seniorityFromTitle("Senior Accountant")).toBe(3);
    expect(seniorityFromTitle("Junior Developer")).toBe(1);
    expect(seniorityFromTitle("Lead Engineer")).toBe(4);
    expect(seniorityFromTitle("Head of Finance")).toBe(5);
    expect(seniorityFromTitle("Comptable confirmé")).toBe(3);
    expect(seniorityFromTitle("Stagiaire marketing")).toBe(0);
    expect(seniorityFromTitle("Software Engineer")).toBeNull();
    expect(seniorityFromTitle("School Principal")).toBeNull();
  });

  it("scores a senior resume lower for a junior job, and a junior resume lower for a senior job", () => {
    const seniorResume = resume({ title: "Senior Frontend Developer", yearsOfExperience: 8 });
    const juniorResume = resume({ title: "Junior Frontend Developer", yearsOfExperience: 1 });
    const seniorJob = job({ title: "Senior Frontend Developer", requirements: ["Strong JavaScript and React"] });
    const juniorJob = job({ title: "Junior Frontend Developer", requirements: ["Strong JavaScript and React"] });
    expect(score(seniorResume, juniorJob)).toBeLessThan(score(seniorResume, seniorJob));
    expect(score(juniorResume, seniorJob)).toBeLessThan(score(juniorResume, juniorJob));
  });

  it("says which way the level differs", () => {
    const result = scoreMatch(
      resume({ title: "Senior Frontend Developer" }),
      job({ title: "Junior Frontend Developer" }),
    );
    expect(result.explanation.title?.key).toBe("matching.title.levelBelow");
  });

  it("says another line of work is another role, whatever the levels", () => {
    const result = scoreMatch(
      resume({
        title: "Senior Registered Nurse",
        skills: ["Patient Assessment"],
        experience: [{ title: "Senior Registered Nurse", description: "Intensive care." }],
      }),
      job({ title: "Junior Frontend Developer", skills: ["React"] }),
    );
    expect(result.explanation.title?.key).toBe("matching.title.otherRole");
  });
});

describe("years of experience", () => {
  it.each([
    ["5+ years of experience with Java", 5],
    ["At least three years in a similar role", 3],
    ["3-5 years of experience", 3],
    ["Minimum 2 years of relevant experience", 2],
    ["a minimum of 4 years", 4],
    ["Two years' experience in sales", 2],
    ["5 ans d'expérience au moins", 5],
    ["Trois ans d'expérience en qualité automobile", 3],
    ["Au moins 2 ans d'expérience", 2],
    ["Deux ans d'expérience en acquisition payante", 2],
  ])("reads %s as %i", (text, years) => {
    expect(requiredYears(text)).toBe(years);
  });

  it("reads nothing when the text states no years", () => {
    expect(requiredYears("We are a team of 40 people founded in 2015.")).toBeNull();
  });

  it("scores a resume with fewer years than asked lower, and says so", () => {
    const asksFive = job({ requirements: ["5+ years of experience", "Strong JavaScript and React"] });
    const short = scoreMatch(resume({ yearsOfExperience: 2 }), asksFive);
    const enough = scoreMatch(resume({ yearsOfExperience: 5 }), asksFive);
    expect(short.score).toBeLessThan(enough.score);
    expect(short.explanation.experience).toEqual({
      key: "matching.experience.short",
      params: { years: 2, required: 5 },
    });
    expect(enough.explanation.experience.key).toBe("matching.experience.meets");
  });
});

describe("location and work type", () => {
  const abroad = { country: "Germany", city: "Berlin" };

  it("fits everyone for a remote job", () => {
    const remote = scoreMatch(resume(), job({ ...abroad, workType: "remote" }));
    expect(remote.score).toBe(score(resume(), job({ workType: "remote" })));
    expect(remote.explanation.location.key).toBe("matching.location.remote");
  });

  it("fits an on-site or hybrid job in the seeker's country", () => {
    expect(scoreMatch(resume(), job({ workType: "hybrid" })).explanation.location.key).toBe(
      "matching.location.sameCity",
    );
    expect(scoreMatch(resume({ city: "Sharjah" }), job()).explanation.location).toEqual({
      key: "matching.location.sameCountry",
      params: { country: "United Arab Emirates", city: "Dubai" },
    });
  });

  it("scores an on-site job abroad lower, unless the seeker is willing to relocate", () => {
    const home = score(resume(), job());
    const away = scoreMatch(resume(), job(abroad));
    const relocating = scoreMatch(resume({ willingToRelocate: true }), job(abroad));
    expect(away.score).toBeLessThan(relocating.score);
    expect(relocating.score).toBeLessThanOrEqual(home);
    expect(away.explanation.location.key).toBe("matching.location.abroad");
    expect(relocating.explanation.location.key).toBe("matching.location.relocate");
  });
});

describe("score and bands", () => {
  it("puts the band boundaries at 80 and 60", () => {
    expect(bandFor(100)).toBe("excellent");
    expect(bandFor(80)).toBe("excellent");
    expect(bandFor(79)).toBe("good");
    expect(bandFor(60)).toBe("good");
    expect(bandFor(59)).toBe("improve");
    expect(bandFor(0)).toBe("improve");
  });

  it("scores an ideal resume 80 or more and a resume from another field under 60", () => {
    const ideal = scoreMatch(resume(), job());
    expect(ideal.score).toBeGreaterThanOrEqual(80);
    expect(ideal.band).toBe("excellent");
    const nurse = resume({
      title: "Registered Nurse",
      summary: "ICU nurse caring for ventilated patients.",
      skills: ["Patient care", "ACLS", "Medication administration"],
      experience: [{ title: "Staff Nurse", description: "Intensive care unit." }],
    });
    const other = scoreMatch(nurse, job());
    expect(other.score).toBeLessThan(60);
    expect(other.band).toBe("improve");
    expect(Number.isInteger(other.score)).toBe(true);
  });

  it("matches a French posting with an English resume", () => {
    const comptable = job({
      title: "Comptable (H/F)",
      description: "Vous tenez la comptabilité générale et préparez les rapprochements bancaires.",
      requirements: ["Deux ans d'expérience en cabinet", "Bonne maîtrise d'Excel"],
      skills: ["Comptabilité générale", "Rapprochements bancaires", "Excel", "Clôtures"],
    });
    const accountant = resume({
      title: "Accountant",
      summary: "Accountant keeping the books of trading companies.",
      skills: ["Bookkeeping", "Bank reconciliations", "Month-end close", "Excel"],
      experience: [{ title: "Accountant", description: "General ledger and month end." }],
    });
    const result = scoreMatch(accountant, comptable);
    expect(result.score).toBeGreaterThanOrEqual(60);
    expect(result.explanation.title?.key).toBe("matching.title.sameRole");
    expect(score(resume(), comptable)).toBeLessThan(result.score);
  });
});

describe("explanations", () => {
  const lower = (text: string) => text.toLowerCase();

  it("names only skills that are in both the resume and the job", () => {
    const r: TMatchResumeInput = { ...RESUME, skills: ["JS", "React", "Docker", "Figma"] };
    const result = scoreMatch(prepareResume(r), job());
    const resumeText = lower(
      [r.title, r.summary, ...r.skills, ...r.experience.flatMap((e) => [e.title, e.description])].join(" "),
    );
    const jobText = lower([JOB.title, JOB.description, ...JOB.requirements, ...JOB.skills].join(" "));
    expect(result.matchedSkills.length).toBeGreaterThan(0);
    for (const entry of result.matchedSkills) {
      expect(resumeText).toContain(lower(entry.matchedAs));
      if (entry.credit === 1) expect(jobText).toContain(lower(entry.skill));
    }
    expect(result.matchedSkills.map((entry) => entry.skill)).not.toContain("Docker");
    expect(result.matchedSkills.map((entry) => entry.skill)).not.toContain("Figma");
    expect(result.missingSkills).not.toContain("React");
  });

  it("answers catalogue keys that the English catalogue translates", () => {
    const result = scoreMatch(
      resume({ title: "Senior Frontend Developer", yearsOfExperience: 2 }),
      job({ title: "Junior Frontend Developer" }),
    );
    const lines = [result.explanation.experience, result.explanation.location, result.explanation.title!];
    for (const line of lines) {
      const params = Object.fromEntries(
        Object.entries(line.params).map(([name, value]) => [
          name,
          name.endsWith("Key") ? translate(String(value)) : value,
        ]),
      );
      const text = translate(line.key, params);
      expect(text).not.toBe(line.key);
      expect(text).not.toContain("{{");
    }
  });

  it("scores a resume with no skills at all, with an explanation, without throwing", () => {
    const empty = prepareResume({
      title: "",
      summary: "",
      skills: [],
      experience: [],
      yearsOfExperience: null,
      countryCode: null,
      city: null,
      willingToRelocate: false,
    });
    const result = scoreMatch(empty, job());
    expect(Number.isInteger(result.score)).toBe(true);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.matchedSkills).toEqual([]);
    expect(result.missingSkills.length).toBeGreaterThan(0);
    expect(result.explanation.experience).toEqual({ key: "matching.experience.yearsUnknown", params: { required: 3 } });
    expect(result.explanation.location.key).toBe("matching.location.unknown");
  });

  it("survives oversized and odd input", () => {
    const huge = prepareResume({
      ...RESUME,
      skills: Array.from({ length: 10_000 }, (_, i) => `skill ${i}`),
      summary: "x".repeat(10_000),
    });
    expect(() => scoreMatch(huge, job())).not.toThrow();
  });
});

describe("ranking", () => {
  it("ranks with corpus statistics, deterministically, best first", () => {
    const jobs = [
      job({ id: 1 }),
      job({ id: 2, title: "Staff Nurse", skills: ["Patient care"], requirements: [], description: "Ward nursing." }),
      job({
        id: 3,
        title: "Frontend Developer",
        skills: ["Angular", "RxJS"],
        requirements: [],
        description: "Angular app.",
      }),
    ];
    const corpus = buildCorpusStats(jobs);
    const ranked = rankJobs(resume(), jobs, corpus).map((entry) => entry.job.id);
    expect(ranked).toEqual([1, 3, 2]);
    expect(rankJobs(resume(), jobs, corpus).map((entry) => entry.job.id)).toEqual(ranked);
  });
});

describe("the best few of many", () => {
  it("gives exactly what scoring everything and sorting gives, equal scores in their order", () => {
    const titles = [
      "Frontend Developer",
      "Senior Frontend Developer",
      "Registered Nurse",
      "Accountant",
      "Data Analyst",
    ];
    const skillSets = [
      ["React", "TypeScript"],
      ["JavaScript"],
      ["Patient Assessment"],
      ["IFRS"],
      ["SQL", "Python"],
      [],
    ];
    const jobs = Array.from({ length: 120 }, (_, index) =>
      job({
        id: index,
        title: titles[index % titles.length],
        skills: skillSets[index % skillSets.length],
        workType: index % 3 === 0 ? "remote" : "onsite",
        country: index % 4 === 0 ? "France" : "United Arab Emirates",
      }),
    );
    const subject = resume();
    const everyScore = jobs
      .map((item, index) => ({ item, index, score: scoreParts(subject, item).score }))
      .sort((a, b) => b.score - a.score || a.index - b.index);
    for (const count of [1, 5, 20, 200]) {
      const best = topByScore(
        jobs,
        count,
        (item) => scoreBound(subject, item),
        (item) => scoreParts(subject, item).score,
      );
      expect(best.map((entry) => entry.item.id)).toEqual(everyScore.slice(0, count).map((entry) => entry.item.id));
    }
    for (const item of jobs) expect(scoreBound(subject, item)).toBeGreaterThanOrEqual(scoreParts(subject, item).score);
  });

  it("skips the full score of what cannot reach the best", () => {
    const jobs = [
      job({ id: 1 }),
      ...Array.from({ length: 50 }, (_, index) =>
        job({ id: index + 2, title: "Accountant", skills: ["IFRS"], workType: "onsite", country: "France" }),
      ),
    ];
    let scored = 0;
    const subject = resume();
    topByScore(
      jobs,
      1,
      (item) => scoreBound(subject, item),
      (item) => {
        scored += 1;
        return scoreParts(subject, item).score;
      },
    );
    expect(scored).toBeLessThan(10);
  });
});
