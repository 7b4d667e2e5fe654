// Web addresses as people type them and the page size of each resume.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorContract } from "../../test/expect-error";
import { resumeInput, signedInSeeker } from "../../test/factories";
import { createTestApp } from "../../test/test-app";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness?.close();
});

describe("the resume's web addresses", () => {
  it("saves github.com/sam as https://github.com/sam, in the links and the certifications", async () => {
    const client = await signedInSeeker(harness);
    const created = await client.post(
      "/api/resumes",
      resumeInput({
        links: { website: "sam.dev", linkedin: "www.linkedin.com/in/sam", github: "github.com/sam" },
        certifications: [{ name: "AWS Solutions Architect", url: "aws.amazon.com/certification/" }],
      }),
    );
    expect(created.status, created.text).toBe(201);
    const { resume } = (await client.get(`/api/resumes/${created.json.id}`)).json;
    expect(resume.links).toEqual({
      website: "https://sam.dev",
      linkedin: "https://www.linkedin.com/in/sam",
      github: "https://github.com/sam",
    });
    expect(resume.certifications[0].url).toBe("https://aws.amazon.com/certification/");
  });

  it("answers an error only for what is not an address", async () => {
    const client = await signedInSeeker(harness);
    const response = await client.post("/api/resumes", resumeInput({ links: { github: "sam", website: "sam.dev" } }));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ "links.github": "validation.invalidUrl" });
  });
});

/** The size of the PDF's pages in points, from their MediaBox. */
function mediaBoxes(pdf: string): string[] {
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    ([, width, height]) => `${Math.round(Number(width))}x${Math.round(Number(height))}`,
  );
}
const LETTER = "612x792";
const A4 = "595x842";

describe("the resume's paper size", () => {
  const personalInfo = resumeInput().personalInfo as Record<string, unknown>;
  const inAustin = { personalInfo: { ...personalInfo, location: "Austin, TX" } };

  it("stores the chosen size with the resume, and the PDF follows it", async () => {
    const client = await signedInSeeker(harness);
    const created = await client.post("/api/resumes", resumeInput({ pageSize: "letter" }));
    expect(created.status, created.text).toBe(201);
    const id = created.json.id;
    expect((await client.get(`/api/resumes/${id}`)).json.resume.pageSize).toBe("letter");
    expect(mediaBoxes((await client.get(`/api/resumes/${id}/download`)).text)).toEqual([LETTER]);

    const updated = await client.put(`/api/resumes/${id}`, resumeInput({ ...inAustin, pageSize: "a4" }));
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.resume.pageSize).toBe("a4");
    expect((await client.get(`/api/resumes/${id}`)).json.resume.pageSize).toBe("a4");
    for (const template of ["professional", "modern", "creative", "executive"]) {
      const pdf = (await client.get(`/api/resumes/${id}/download?template=${template}`)).text;
      expect(mediaBoxes(pdf), template).toEqual([A4]);
    }
  }, 60_000);

  it("prints US Letter in the United States and Canada and A4 elsewhere until the person chooses", async () => {
    const client = await signedInSeeker(harness);
    const inBerlin = (await client.post("/api/resumes", resumeInput())).json.id;
    const inTexas = (await client.post("/api/resumes", resumeInput(inAustin))).json.id;
    expect((await client.get(`/api/resumes/${inBerlin}`)).json.resume.pageSize).toBeUndefined();
    expect(mediaBoxes((await client.get(`/api/resumes/${inBerlin}/download`)).text)).toEqual([A4]);
    expect(mediaBoxes((await client.get(`/api/resumes/${inTexas}/download`)).text)).toEqual([LETTER]);
  }, 60_000);

  it("refuses a size it does not print", async () => {
    const client = await signedInSeeker(harness);
    const response = await client.post("/api/resumes", resumeInput({ pageSize: "tabloid" }));
    expectErrorContract(response, 400);
    expect(response.json.errors).toEqual({ pageSize: "validation.invalidOption" });
  });
});
