import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { NO_TRANSITIONS_STYLE } from "./paint-first";

// The server's HTML is the page: it is complete and readable before any JavaScript runs. React
// Router's <Scripts> asks the browser to fetch ~30 modules at once (modulepreload links in the
// head, then an async module script), so on a slow phone the scripts compete with the
// stylesheet and fonts for the network and their evaluation and hydration with the first paint
// for the CPU. This transform of the HTML stream keeps the same scripts but starts them just
// after the first paint: the links and the module script become a small inline script that, on
// the frame after the first one is drawn, adds the same modulepreload links and module script
// (with the request's CSP nonce). A tab opened in the background, which draws no frame, starts
// them after a second. Measured with `npm run lighthouse`: docs/decisions/006-job-pages-and-landing.md.
// It also adds, first in the head, the style that keeps transitions off until hydration
// (./paint-first.ts, which the browser's code reads too). This module uses Node's streams: the
// server's entry imports it, never a module of the browser's bundle.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const BOOT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** Where a tag this transform may rewrite starts, if a chunk boundary cut it; else the length. */
function incompleteTagAt(text: string): number {
  let at = text.length;
  const link = text.lastIndexOf("<link");
  if (link !== -1 && text.indexOf(">", link) === -1) at = link;
  const script = text.lastIndexOf("<script");
  if (script !== -1 && text.indexOf("</script>", script) === -1) at = Math.min(at, script);
  const tail = /<[a-z]{0,5}$/.exec(text);
  if (tail && ["<link", "<script", "<head>"].some((tag) => tag.startsWith(tail[0]))) at = Math.min(at, tail.index);
  return at;
}

/** A JavaScript string literal that is safe inside an inline script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function bootScript(nonce: string, preloads: string[], code: string): string {
  return (
    `<script nonce="${nonce}">(()=>{let started=false;const start=()=>{if(started)return;started=true;` +
    `document.head.append(...${scriptLiteral(preloads)}.map((href)=>{const link=document.createElement("link");` +
    `link.rel="modulepreload";link.href=href;return link}));` +
    `const script=document.createElement("script");script.type="module";script.nonce=${scriptLiteral(nonce)};` +
    `script.textContent=${scriptLiteral(code)};document.body.append(script)};` +
    `requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000)})()</script>`
  );
}

/**
 * Rewrites React Router's script tags as described above; everything else passes through
 * unchanged, chunk by chunk (a tag cut by a chunk boundary waits for the next chunk).
 */
export function paintFirst(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let pending = "";
  let hasHead = false;
  let isDone = false;

  function rewrite(text: string): string {
    if (!hasHead && text.includes("<head>")) {
      hasHead = true;
      text = text.replace("<head>", `<head>${NO_TRANSITIONS_STYLE}`);
    }
    const withoutPreloads = text.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
    return withoutPreloads.replace(BOOT, (_tag, nonce: string, code: string) => {
      isDone = true;
      return bootScript(nonce, preloads, code);
    });
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (isDone) {
        callback(null, chunk);
        return;
      }
      pending += decoder.write(chunk);
      pending = rewrite(pending);
      if (isDone) {
        const out = pending;
        pending = "";
        callback(null, out);
        return;
      }
      const cut = incompleteTagAt(pending);
      const out = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
