// The safe fetch against a fixture server on 127.0.0.1: what is refused, what is read, and the
// administrator's message for each failure.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { translateForLogs } from "@common/i18n";
import { jsonAnswer, startJobFeedServer, type TJobFeedServer } from "../../../test/job-feed-server";
import "../catalogue";
import { ImportError } from "../import-error";
import { addressPolicy, isPublicAddress } from "./address-policy";
import { safeFetchText, type TSafeFetchOptions } from "./safe-fetch";

let server: TJobFeedServer;
beforeAll(async () => {
  server = await startJobFeedServer();
});
afterAll(() => server.close());

/** Allows the fixture server's 127.0.0.1 and nothing else private. */
const onlyFixture: TSafeFetchOptions = {
  isAddressAllowed: (address) => address === "127.0.0.1" || isPublicAddress(address),
};

/** The English message of the ImportError `promise` fails with. */
async function failure(promise: Promise<unknown>): Promise<{ key: string; message: string }> {
  const error = await promise.then(
    () => {
      throw new Error("expected the fetch to fail");
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportError);
  const { key, values } = (error as ImportError).notice;
  return { key, message: translateForLogs(key, values) };
}

describe("address policy", () => {
  test.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2001:db8::1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  test.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test("the setting allows every address", () => {
    expect(addressPolicy(true)("127.0.0.1")).toBe(true);
    expect(addressPolicy(false)("127.0.0.1")).toBe(false);
  });
});

describe("safeFetchText", () => {
  test("reads a body, saying who asks and asking for no compression", async () => {
    server.setRoute("/ok", jsonAnswer({ jobs: [] }));
    expect(await safeFetchText(`${server.url}/ok`, onlyFixture)).toBe('{"jobs":[]}');
    const seen = server.requests.at(-1);
    expect(seen?.headers["user-agent"]).toMatch(/Hirewise/);
    expect(seen?.headers["accept-encoding"]).toBe("identity");
  });

  test("a loopback address is refused when private addresses are not allowed, and read when they are", async () => {
    server.setRoute("/private", jsonAnswer([]));
    const refused = await failure(safeFetchText(`${server.url}/private`, { isAddressAllowed: addressPolicy(false) }));
    expect(refused.key).toBe("jobImportFetch.privateAddress");
    expect(refused.message).toContain("127.0.0.1");
    expect(refused.message).toContain("IMPORT_ALLOW_PRIVATE_ADDRESSES=1");
    expect(await safeFetchText(`${server.url}/private`, { isAddressAllowed: addressPolicy(true) })).toBe("[]");
  });

  test("a host name that resolves to loopback is refused where the connection is made", async () => {
    server.setRoute("/named", jsonAnswer([]));
    const refused = await failure(
      safeFetchText(`http://localhost:${server.port}/named`, { isAddressAllowed: addressPolicy(false) }),
    );
    expect(refused.key).toBe("jobImportFetch.privateAddress");
    expect(refused.message).toContain("localhost");
  });

  test.each(["http://2130706433:{port}/named", "http://0x7f.1:{port}/named", "http://[::ffff:127.0.0.1]:{port}/named"])(
    "a loopback address written another way (%s) is refused",
    async (address) => {
      server.setRoute("/named", jsonAnswer([]));
      const url = address.replace("{port}", String(server.port));
      const refused = await failure(safeFetchText(url, { isAddressAllowed: addressPolicy(false) }));
      expect(refused.key).toBe("jobImportFetch.privateAddress");
    },
  );

  test("a redirect to a private address is refused", async () => {
    server.setRoute("/hop", { kind: "redirect", location: `http://127.0.0.2:${server.port}/ok` });
    const refused = await failure(safeFetchText(`${server.url}/hop`, onlyFixture));
    expect(refused.key).toBe("jobImportFetch.privateAddress");
    expect(refused.message).toContain("127.0.0.2");
  });

  test("an allowed redirect is followed, a relative one too", async () => {
    server.setRoute("/moved", { kind: "redirect", location: "/ok", status: 301 });
    expect(await safeFetchText(`${server.url}/moved`, onlyFixture)).toBe('{"jobs":[]}');
  });

  test("a redirect to file: is refused", async () => {
    server.setRoute("/to-file", { kind: "redirect", location: "file:///etc/passwd" });
    const refused = await failure(safeFetchText(`${server.url}/to-file`, onlyFixture));
    expect(refused.key).toBe("jobImportFetch.scheme");
    expect(refused.message).toContain("file");
  });

  test("a redirect loop stops after the limit", async () => {
    server.setRoute("/loop", { kind: "redirect", location: "/loop" });
    const refused = await failure(safeFetchText(`${server.url}/loop`, { ...onlyFixture, maxRedirects: 3 }));
    expect(refused.key).toBe("jobImportFetch.tooManyRedirects");
    expect(refused.message).toContain("more than 3 times");
  });

  test.each([
    "file:///etc/passwd",
    "gopher://127.0.0.1:70/_hello",
    "ftp://example.com/feed.xml",
    "data:text/xml,<source/>",
  ])("%s is refused without a connection", async (address) => {
    const before = server.requests.length;
    const refused = await failure(safeFetchText(address, { isAddressAllowed: () => true }));
    expect(refused.key).toBe("jobImportFetch.scheme");
    expect(refused.message).toMatch(/Only http and https addresses/);
    expect(server.requests.length).toBe(before);
  });

  test("an answer past the size limit is abandoned as it streams", async () => {
    server.setRoute("/huge", { kind: "huge", bytes: 60 * 1024 * 1024 });
    const before = server.hugeBytesWritten();
    const refused = await failure(safeFetchText(`${server.url}/huge`, onlyFixture));
    expect(refused.key).toBe("jobImportFetch.tooLarge");
    expect(refused.message).toContain("larger than 10 MB");
    // Not read to its end: the server stopped well short of the 60 MB it would send.
    expect(server.hugeBytesWritten() - before).toBeLessThan(30 * 1024 * 1024);
  });

  test("a Content-Length over the limit is refused before reading", async () => {
    server.setRoute("/declared", { kind: "huge", bytes: 50 * 1024 * 1024, declareLength: true });
    const refused = await failure(safeFetchText(`${server.url}/declared`, onlyFixture));
    expect(refused.key).toBe("jobImportFetch.tooLarge");
  });

  test("a source that trickles past the deadline fails with the time-out", async () => {
    server.setRoute("/slow", { kind: "slow", everyMs: 100 });
    const started = Date.now();
    const refused = await failure(safeFetchText(`${server.url}/slow`, { ...onlyFixture, timeoutMs: 1_000 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(refused.key).toBe("jobImportFetch.timeout");
    expect(refused.message).toContain("did not answer completely within 1 second.");
  });

  test("error statuses are errors, 404 said plainly", async () => {
    server.setRoute("/broken-server", { kind: "status", status: 500 });
    const failed = await failure(safeFetchText(`${server.url}/broken-server`, onlyFixture));
    expect(failed.message).toContain("answered with status 500");
    const missing = await failure(safeFetchText(`${server.url}/nowhere`, onlyFixture));
    expect(missing.key).toBe("jobImportFetch.notFound");
    expect(missing.message).toMatch(/Check the board token, site name or URL/);
  });

  test("an answer cut off mid-way is an error, not half a body", async () => {
    server.setRoute("/cut", { kind: "broken", body: JSON.stringify({ jobs: [{ id: 1 }, { id: 2 }] }) });
    const failed = await failure(safeFetchText(`${server.url}/cut`, onlyFixture));
    expect(failed.key).toBe("jobImportFetch.incomplete");
  });
});
