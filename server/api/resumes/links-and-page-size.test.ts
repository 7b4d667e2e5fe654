// Issue 16: web addresses as people type them (item 9) and the page size of each resume (item 10).
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
