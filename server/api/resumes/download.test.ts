// GET /api/resumes/{id}/download?template=: the PDF, rendered by the app's renderer.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PdfBusyError, PdfRenderAbortedError, PdfUserLimitError, type TPdfRenderer } from "../../pdf/types";
import { expectErrorContract } from "../../test/expect-error";
import {
  createResumeAs,
  resumeInput,
  signedInAdmin,
  signedInSeeker,
  type TClient,
  type TSignedInClient,
} from "../../test/factories";
import { createTestApp } from "../../test/test-app";
import { attachmentDisposition } from "./content-disposition";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let client: TSignedInClient;
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

describe("GET /api/resumes/{id}/download when the PDF queue refuses", () => {
  // The queue's own limits are tested on the pool (server/pdf/renderer.test.ts); here the app's
  // renderer is replaced by one that refuses as the pool does, so the answers are deterministic.
  let realRenderer: TPdfRenderer;
  beforeAll(() => {
    realRenderer = harness.context.pdf;
  });
  afterEach(() => {
    harness.context.pdf = realRenderer;
  });
  const refusingWith = (refuse: (options: Parameters<TPdfRenderer["render"]>[2]) => Promise<Uint8Array>) => {
    const render = vi.fn((_resume: unknown, _template: unknown, options?: Parameters<TPdfRenderer["render"]>[2]) =>
      refuse(options),
    );
    harness.context.pdf = { render, close: async () => {} };
    return render;
  };

  it("answers 503 with Retry-After when the queue is full", async () => {
    const id = await createResumeAs(client);
    refusingWith(() => Promise.reject(new PdfBusyError(9)));
    const response = await download(`/api/resumes/${id}/download`);
    const body = expectErrorContract(response, 503);
    expect(body).toMatchObject({ code: "SERVICE_UNAVAILABLE", messageKey: "resumes.errors.pdfBusy" });
    expect(response.headers.get("retry-after")).toBe("9");
  });

  it("answers 429 with a message when the user already has two renders running or waiting", async () => {
    const id = await createResumeAs(client);
    const render = refusingWith(() => Promise.reject(new PdfUserLimitError(2)));
    const response = await download(`/api/resumes/${id}/download`);
    const body = expectErrorContract(response, 429);
    expect(body).toMatchObject({ code: "RATE_LIMITED", messageKey: "resumes.errors.pdfTooManyAtOnce" });
    // The limit counts the asking user's renders.
    expect(render).toHaveBeenCalledWith(
      expect.anything(),
      "modern",
      expect.objectContaining({ userId: client.user.id }),
    );
  });

  it("hands the renderer the request's signal, so a render whose client went away is dropped", async () => {
    const id = await createResumeAs(client);
    let markAsked = () => {};
    const asked = new Promise<void>((resolve) => (markAsked = resolve));
    refusingWith(
      (options) =>
        new Promise((_resolve, reject) => {
          options?.signal?.addEventListener("abort", () => reject(new PdfRenderAbortedError()));
          markAsked();
        }),
    );
    const browser = new AbortController();
    const answer = harness.app.request(`/api/resumes/${id}/download`, {
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
      signal: browser.signal,
    });
    await asked;
    browser.abort();
    const response = await answer;
    // Nobody reads it, but it is no fault either: not a 500 with a logged stack.
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ messageKey: "resumes.errors.pdfCancelled" });
  });
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
