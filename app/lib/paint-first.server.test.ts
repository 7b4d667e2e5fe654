import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { bootScript, paintFirst } from "./paint-first.server";

// The shape React Router's <Scripts> gives the document (see a page's source).
const NONCE = "n0nce+/=";
const PAGE =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/react.js" nonce="${NONCE}"/></head><body><main>Jobs</main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {"a":"</"};</script>` +
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n` +
  `window.x = "</script" + ">";\nimport("/assets/entry.client.js");</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;
const CODE = `;\nimport * as route0 from "/assets/root.js";\nwindow.x = "</script" + ">";\nimport("/assets/entry.client.js");`;

async function transform(chunks: string[]): Promise<string> {
  let out = "";
  for await (const chunk of Readable.from(chunks.map((text) => Buffer.from(text))).pipe(paintFirst())) {
    out += chunk.toString();
  }
  return out;
}

const NO_TRANSITIONS = `<style id="hw-no-transitions">@media (scripting:enabled){*,::before,::after{transition:none!important}}</style>`;
const EXPECTED = PAGE.replace("<head>", `<head>${NO_TRANSITIONS}`)
  .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
  .replace(
    /<script nonce="[^"]*" type="module" async="">[\s\S]*?<\/script>(?=<script nonce="[^"]*">window.__reactRouterContext.streamController)/,
    bootScript(NONCE, ["/assets/entry.client.js", "/assets/react.js"], CODE),
  );

describe("paintFirst: React Router's scripts start after the first paint", () => {
  it("moves the module preloads and the module script into one inline script, the rest unchanged", async () => {
    const out = await transform([PAGE]);
    expect(out).toBe(EXPECTED);
    expect(out).not.toContain('modulepreload" href');
    expect(out).not.toContain('type="module" async');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"');
    expect(out).toContain("<main>Jobs</main>");
  });

  it("gives the same document however the stream is cut, even inside a tag or a character", async () => {
    const bytes = Buffer.from(PAGE.replace("Jobs", "Jobs in Zürich"));
    const expected = await transform([bytes.toString()]);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      let out = "";
      const source = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]);
      for await (const chunk of source.pipe(paintFirst())) out += chunk.toString();
      expect(out, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("keeps the code of the module script inert inside the inline script", () => {
    const script = bootScript(NONCE, ["/a.js"], CODE);
    // Only the closing tag of the inline script itself.
    expect(script.match(/<\/script/gi)).toHaveLength(1);
    expect(script).toMatch(/<\/script>$/);
    // The same module text and nonce once it runs.
    const literal = script.match(/script\.textContent=("(?:[^"\\]|\\.)*")/)?.[1];
    expect(JSON.parse(literal!)).toBe(CODE);
    expect(script).toContain(`script.nonce=${JSON.stringify(NONCE)}`);
    expect(script.startsWith(`<script nonce="${NONCE}">`)).toBe(true);
  });

  it("turns transitions off at the start of the head, once (root.tsx turns them on)", async () => {
    const out = await transform([PAGE]);
    expect(out.indexOf(NO_TRANSITIONS)).toBe(out.indexOf("<head>") + "<head>".length);
    expect(out.split("hw-no-transitions")).toHaveLength(2);
  });

  it("passes a document without React Router's scripts through, but for the transition style", async () => {
    const plain = `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"/></head><body><script>1</script></body></html>`;
    expect(await transform([plain.slice(0, 40), plain.slice(40)])).toBe(
      plain.replace("<head>", `<head>${NO_TRANSITIONS}`),
    );
  });
});
