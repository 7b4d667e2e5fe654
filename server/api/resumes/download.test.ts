// GET /api/resumes/{id}/download?template= (issue #4): the PDF, rendered by the app's renderer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorContract } from "../../test/expect-error";
import { createResumeAs, resumeInput, signedInAdmin, signedInSeeker, type TClient } from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { attachmentDisposition } from "./content-disposition";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: TClient;
beforeAll(async () => {
  harness = await createTestApp();
  client = await signedInSeeker(harness);
});
afterAll(async () => {
  await harness?.close();
});

async function download(path: string, as: TClient = client) {
  // The test client reads text; the PDF's first bytes are ASCII.
  return as.get(path);
}

describe("GET /api/resumes/{id}/download", () => {
  it("answers the PDF as an attachment named after the person, never cached", async () => {
    const id = await createResumeAs(client);
    const response = await download(`/api/resumes/${id}/download`);
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Jane_Doe_Resume.pdf"; filename*=UTF-8''Jane_Doe_Resume.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.text.startsWith("%PDF-")).toBe(true);
  }, 60_000);

  it.each(["professional", "modern", "creative", "executive"])(
    "renders the %s template",
    async (template) => {
      const id = await createResumeAs(client);
      const response = await download(`/api/resumes/${id}/download?template=${template}`);
      expect(response.status).toBe(200);
      expect(response.text.startsWith("%PDF-")).toBe(true);
    },
    60_000,
  );

  it("renders a right-to-left name with an ASCII fallback file name", async () => {
    const id = await createResumeAs(client, {
      personalInfo: { ...(resumeInput().personalInfo as object), fullName: "ليلى حداد" },
    });
    const response = await download(`/api/resumes/${id}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Resume.pdf"; filename*=UTF-8''${encodeURIComponent("ليلى_حداد_Resume.pdf")}`,
    );
    expect(response.text.startsWith("%PDF-")).toBe(true);
  }, 60_000);

  it("lets an administrator download another user's resume", async () => {
    const id = await createResumeAs(client);
    const admin = await signedInAdmin(harness);
    const response = await download(`/api/resumes/${id}/download`, admin);
    expect(response.status).toBe(200);
    expect(response.text.startsWith("%PDF-")).toBe(true);
  }, 60_000);

  it.each(["fancy", "", "PROFESSIONAL", "../modern"])(
    "refuses the template %j with 400 naming template",
    async (template) => {
      const id = await createResumeAs(client);
      const response = await download(`/api/resumes/${id}/download?template=${encodeURIComponent(template)}`);
      expectErrorContract(response, 400);
      expect(response.json.errors).toEqual({ template: "validation.invalidOption" });
    },
  );
});

describe("attachmentDisposition", () => {
  it.each([
    ["Jane_Doe_Resume.pdf", `attachment; filename="Jane_Doe_Resume.pdf"; filename*=UTF-8''Jane_Doe_Resume.pdf`],
    [
      "José_Núñez_Resume.pdf",
      `attachment; filename="Jose_Nunez_Resume.pdf"; filename*=UTF-8''Jos%C3%A9_N%C3%BA%C3%B1ez_Resume.pdf`,
    ],
    ["李雷_Resume.pdf", `attachment; filename="Resume.pdf"; filename*=UTF-8''%E6%9D%8E%E9%9B%B7_Resume.pdf`],
    [
      "O'Brien_(Jr)_Resume.pdf",
      `attachment; filename="O_Brien_Jr_Resume.pdf"; filename*=UTF-8''O%27Brien_%28Jr%29_Resume.pdf`,
    ],
    ["Resume.pdf", `attachment; filename="Resume.pdf"; filename*=UTF-8''Resume.pdf`],
  ])("%s", (fileName, expected) => {
    expect(attachmentDisposition(fileName)).toBe(expected);
  });

  it("never lets a quote, backslash or line break into the header", () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1_Resume.pdf');
    expect(header).not.toMatch(/[\r\n\\]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });
});
