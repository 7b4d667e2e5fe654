import { afterEach, describe, expect, it, vi } from "vitest";
import { getIpLocation } from "./location";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getIpLocation", () => {
  it("hands its signal to the request, so that aborting cancels the request itself", async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => Response.json({ source: "none" }));
    vi.stubGlobal("fetch", fetchMock);
    const controller = new AbortController();
    expect(await getIpLocation(controller.signal)).toEqual({ source: "none" });
    expect(fetchMock).toHaveBeenCalledWith("/api/location", expect.objectContaining({ signal: controller.signal }));
  });

  it("rejects once the signal aborts a request still waiting", async () => {
    vi.stubGlobal(
      "fetch",
      (_path: string, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const controller = new AbortController();
    const answer = getIpLocation(controller.signal);
    controller.abort();
    await expect(answer).rejects.toThrow();
  });
});
