// GET /api/jobs: searching works for what people type. "remote" in the
// Location box finds remote jobs; C++, C#, .NET and Node.js are words of their own; Arabic
// letter forms, harakat and tatweel, and French accents, are one spelling in the jobs and in the
// query. Each search is also asked of the database's statements alone: both engines agree.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TJobSearchQuery } from "@common/jobs/schemas";
import { findJobs } from "../../services/jobs/find-jobs";
import { insertJobs } from "../../test/factories";
import { createClient, createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: ReturnType<typeof createClient>;
const id: Record<string, number> = {};

const fixtures = {
  cpp: { title: "C++ Engineer", description: "Low-latency trading systems in modern C++." },
  c: { title: "Embedded C Developer", description: "Firmware in C for microcontrollers." },
  csharp: { title: "C# Developer", description: "Services in C# on ASP.NET Core." },
  dotnet: { title: "Backend Engineer", requirements: ["Five years of C#/.NET", "Azure"] },
  fsharp: { title: "F# Quant Developer", description: "Pricing models in F#." },
  network: { title: "Network Engineer", description: "Keep the net and the firewalls up." },
  node: { title: "Node.js Developer", description: "APIs in Node.js and TypeScript." },
  nodeOperator: { title: "Node Operator", description: "Run our validator nodes." },
  french: {
    title: "Ingénieur Logiciel",
    company: "Société Fixtures",
    description: "Rejoignez une équipe à Paris ; cœur de métier : la qualité.",
  },
  arabic: { title: "مهندس برمجيات", description: "تطوير أنظمة الدفع." },
  arabicDiacritised: { title: "مُهَنْدِس شبكات", description: "إدارة الشبكات." },
  arabicTatweel: { title: "مـهـنـدس مدني", description: "مشاريع البنية التحتية." },
  arabicAlef: { title: "أخصائي تسويق", description: "حملات رقمية." },
  arabicYeh: { title: "ممرض", description: "العمل في مستشفى المدينة." },
  arabicTehMarbuta: { title: "معلم", description: "التدريس في مدرسة دولية." },
  remoteBerlin: {
    title: "Support Specialist",
    workType: "remote" as const,
    country: "Germany",
    city: "Berlin",
    location: "Berlin, Germany",
  },
  remoteDubai: {
    title: "Account Manager",
    workType: "remote" as const,
    country: "United Arab Emirates",
    city: "Dubai",
    location: "Dubai, United Arab Emirates",
  },
  onsiteBerlin: { title: "Office Manager", country: "Germany", city: "Berlin", location: "Berlin, Germany" },
  remoteInText: { title: "Field Technician", city: "Remote Island", location: "Remote Island, United States" },
};

beforeAll(async () => {
  harness = await createTestApp();
  client = createClient(harness.app);
  const ids = await insertJobs(harness.context.db, Object.values(fixtures));
  Object.keys(fixtures).forEach((key, index) => (id[key] = ids[index]));
});
afterAll(async () => {
  await harness?.close();
});

/** The jobs found, by fixture name, in id order; the database's statements must find the same. */
async function found(query: Partial<TJobSearchQuery>): Promise<string[]> {
  const parameters = new URLSearchParams({ pageSize: "100", ...(query as Record<string, string>) });
  const response = await client.get(`/api/jobs?${parameters}`);
  expect(response.status).toBe(200);
  const ids = response.json.jobs.map((job: { id: number }) => job.id) as number[];
  const statements = await findJobs(harness.context, {
    query: { pageSize: 100, ...query } as TJobSearchQuery,
    useIndex: false,
  });
  expect(statements.jobs.map((job) => job.id)).toEqual(ids);
  expect(statements.total).toBe(response.json.total);
  const names = Object.fromEntries(Object.entries(id).map(([name, jobId]) => [jobId, name]));
  return [...ids].sort((a, b) => a - b).map((jobId) => names[jobId]);
}

describe("technical names", () => {
  it("finds C++ jobs for c++, and C jobs only for c", async () => {
    expect(await found({ search: "c++" })).toEqual(["cpp"]);
    expect(await found({ search: "C++ engineer" })).toEqual(["cpp"]);
    expect(await found({ search: "c" })).toEqual(["c"]);
    expect(await found({ search: "-c++ engineer" })).toEqual(["dotnet", "network"]);
  });

  it("finds C# and F# jobs for c# and f#", async () => {
    expect(await found({ search: "c#" })).toEqual(["csharp", "dotnet"]);
    expect(await found({ search: "f#" })).toEqual(["fsharp"]);
  });

  it("finds .NET, ASP.NET and C#/.NET for .net, and not the word net", async () => {
    expect(await found({ search: ".net" })).toEqual(["csharp", "dotnet"]);
    expect(await found({ search: "asp.net" })).toEqual(["csharp"]);
    expect(await found({ search: "c#/.net" })).toEqual(["dotnet"]);
    expect(await found({ search: "net" })).toEqual(["network"]);
  });

  it("finds Node.js jobs for node.js and nodejs, not other nodes", async () => {
    expect(await found({ search: "node.js" })).toEqual(["node"]);
    expect(await found({ search: "NodeJS" })).toEqual(["node"]);
    expect(await found({ search: '"node.js developer"' })).toEqual(["node"]);
  });
});

describe("French accents", () => {
  it("fold in the jobs and in the query alike", async () => {
    expect(await found({ search: "ingenieur" })).toEqual(["french"]);
    expect(await found({ search: "INGÉNIEUR" })).toEqual(["french"]);
    expect(await found({ search: "societe" })).toEqual(["french"]);
    expect(await found({ search: '"equipe a paris"' })).toEqual(["french"]);
    expect(await found({ search: "coeur" })).toEqual(["french"]);
    expect(await found({ search: "cœur" })).toEqual(["french"]);
  });
});

describe("Arabic script", () => {
  it("finds a word however it is diacritised or stretched", async () => {
    const engineers = ["arabic", "arabicDiacritised", "arabicTatweel"];
    expect(await found({ search: "مهندس" })).toEqual(engineers);
    expect(await found({ search: "مُهَنْدِس" })).toEqual(engineers);
    expect(await found({ search: "مهـندس" })).toEqual(engineers);
  });

  it("reads the forms of alef, alef maqsura and teh marbuta as one letter each", async () => {
    expect(await found({ search: "اخصائي" })).toEqual(["arabicAlef"]);
    expect(await found({ search: "إخصائي" })).toEqual(["arabicAlef"]);
    expect(await found({ search: "انظمة" })).toEqual(["arabic"]);
    expect(await found({ search: "مستشفي" })).toEqual(["arabicYeh"]);
    expect(await found({ search: "مستشفى" })).toEqual(["arabicYeh"]);
    expect(await found({ search: "مدرسه" })).toEqual(["arabicTehMarbuta"]);
    expect(await found({ search: "مدرسة" })).toEqual(["arabicTehMarbuta"]);
  });
});

describe("remote in the Location box", () => {
  it("finds every remote job, and places that say remote", async () => {
    expect(await found({ location: "remote" })).toEqual(["remoteBerlin", "remoteDubai", "remoteInText"]);
    expect(await found({ location: " Remote " })).toEqual(["remoteBerlin", "remoteDubai", "remoteInText"]);
    expect(await found({ location: "remote", search: "manager" })).toEqual(["remoteDubai"]);
    expect(await found({ location: "remote", sort: "salary_desc" })).toEqual([
      "remoteBerlin",
      "remoteDubai",
      "remoteInText",
    ]);
  });

  it("finds remote jobs in the place the rest of the text names", async () => {
    expect(await found({ location: "Remote, Germany" })).toEqual(["remoteBerlin"]);
    expect(await found({ location: "berlin remote" })).toEqual(["remoteBerlin"]);
    expect(await found({ location: "germany" })).toEqual(["remoteBerlin", "onsiteBerlin"]);
  });

  it("reads remote only as a word of its own (Location box)", async () => {
    expect(await found({ location: "remoteness" })).toEqual([]);
  });
});

describe("remote in the keywords", () => {
  it("means the work type, as the Remote filter does, not a job whose text says remote", async () => {
    const remoteJobs = await found({ workType: "remote" });
    expect(remoteJobs).toEqual(["remoteBerlin", "remoteDubai"]);
    expect(await found({ search: "remote" })).toEqual(remoteJobs);
    expect(await found({ search: "Remote" })).toEqual(remoteJobs);
    expect(await found({ search: "manager remote" })).toEqual(["remoteDubai"]);
  });

  it("stays a word when excluded or quoted, and a chosen work type wins", async () => {
    expect(await found({ search: '"remote island"' })).toEqual([]);
    expect(await found({ search: "manager -remote" })).toEqual(["remoteDubai", "onsiteBerlin"]);
    expect(await found({ search: "remote", workType: "onsite" })).toContain("onsiteBerlin");
  });
});
