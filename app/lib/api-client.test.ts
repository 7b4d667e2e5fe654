import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessageKey } from "./api-client";

const answer = (status: number, body: string) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );

async function failure(): Promise<ApiError> {
  const error = await apiRequest("/api/anything").catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("answers the JSON of a 2xx", async () => {
    answer(200, '{"ok":true}');
    await expect(apiRequest("/api/anything")).resolves.toEqual({ ok: true });
  });

  it("reads an error body's code, messageKey and field keys, never its English message", async () => {
    answer(
      400,
      JSON.stringify({
        code: "BAD_REQUEST",
        message: "Some fields are invalid",
        messageKey: "errors.invalidInput",
        errors: { "company.name": "validation.required" },
      }),
    );
    const error = await failure();
    expect(error).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      messageKey: "errors.invalidInput",
      fieldErrors: { "company.name": "validation.required" },
    });
    expect(errorMessageKey(error, "savedJobs.saveFailed")).toBe("errors.invalidInput");
  });

  it("leaves the words to the caller when the answer is not an error body or never came", async () => {
    answer(502, "<html>Bad gateway</html>");
    const notOurs = await failure();
    expect(notOurs).toMatchObject({ status: 502, code: null, messageKey: null, fieldErrors: {} });
    expect(errorMessageKey(notOurs, "savedJobs.saveFailed")).toBe("savedJobs.saveFailed");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const unreachable = await failure();
    expect(unreachable).toMatchObject({ status: 0, code: null, messageKey: null });
    expect(errorMessageKey(unreachable, "shell.signOut.errorFallback")).toBe("shell.signOut.errorFallback");
  });
});
