// `npm run measure:first-load`: the gzipped size of the scripts a browser loads first on `/`,
// `/jobs` and a job page of the client build (`npm run build` first), and with
// `--against <other build/client>` the difference from another build, refused (exit code 1)
// above the budget: the floating assistant widget may add at most 3 KiB gzipped to any of them,
// its panel, parser and chat code loading on first open.
//
// React Router's client build writes Vite's manifest (build/client/.vite/manifest.json) and then
// deletes it; what it keeps is its own manifest (build/client/assets/manifest-<hash>.js), made
// from Vite's, which names each route module and its static imports, already followed to the
// end. The page's <Scripts> preloads exactly those, plus the entry and the manifest itself, so
// that is what is counted. Chunks imported with import() (the widget's panel) are not.
// Gzip at zlib's default level, as the server's compress() middleware sends them.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The pages measured, by their route module's id in the manifest. */
export const MEASURED_PAGES = [
  { page: "/", route: "routes/home" },
  { page: "/jobs", route: "routes/jobs" },
  { page: "/jobs/:id", route: "routes/job-detail" },
] as const;

/** The most the first load of any measured page may grow, in bytes gzipped. */
export const FIRST_LOAD_BUDGET_BYTES = 3 * 1024;

interface TManifestEntry {
  module: string;
  imports?: string[];
}
interface TRouterManifest {
  url?: string;
  entry: TManifestEntry;
  routes: Record<string, TManifestEntry & { parentId?: string }>;
}

export interface TPageLoad {
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** Each file's gzipped size, by its name without the content hash ("/assets/root"). */
  gzipByChunk: Map<string, number>;
}

/** A file's name without its content hash, so the same chunk of two builds can be compared. */
export function chunkName(file: string): string {
  return file.replace(/-[\w-]{8}\.js$/, "");
}

function readManifest(clientDir: string): { manifest: TRouterManifest; file: string } {
  const assets = path.join(clientDir, "assets");
  if (!fs.existsSync(assets)) throw new Error(`No client build in ${clientDir}: run \`npm run build\` first.`);
  const candidates = fs
    .readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(assets, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (candidates.length === 0) throw new Error(`No React Router manifest in ${assets}.`);
  const text = fs.readFileSync(candidates[0], "utf8").trim();
  const json = text.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;$/, "");
  return { manifest: JSON.parse(json) as TRouterManifest, file: `/assets/${path.basename(candidates[0])}` };
}

/** The scripts `route` loads first: the manifest, the entry, then each route from root down to it. */
export function firstLoadFiles(manifest: TRouterManifest, manifestFile: string, route: string): string[] {
  const chain: TManifestEntry[] = [];
  for (let id: string | undefined = route; id; id = manifest.routes[id]?.parentId) {
    const entry = manifest.routes[id];
    if (!entry) throw new Error(`The manifest has no route "${id}".`);
    chain.unshift(entry);
  }
  const files = new Set<string>([manifestFile]);
  for (const entry of [manifest.entry, ...chain]) {
    files.add(entry.module);
    for (const file of entry.imports ?? []) files.add(file);
  }
  return [...files];
}

export function measureBuild(clientDir: string): TPageLoad[] {
  const { manifest, file } = readManifest(clientDir);
  return MEASURED_PAGES.map(({ page, route }) => {
    const files = firstLoadFiles(manifest, file, route);
    let rawBytes = 0;
    let gzipBytes = 0;
    const gzipByChunk = new Map<string, number>();
    for (const name of files) {
      const bytes = fs.readFileSync(path.join(clientDir, name));
      const gzipped = gzipSync(bytes).length;
      rawBytes += bytes.length;
      gzipBytes += gzipped;
      gzipByChunk.set(chunkName(name), (gzipByChunk.get(chunkName(name)) ?? 0) + gzipped);
    }
    return { page, files, rawBytes, gzipBytes, gzipByChunk };
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const signedKib = (bytes: number) => `${bytes >= 0 ? "+" : "-"}${kib(Math.abs(bytes))}`;

function main(argv: string[]) {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const clientDir = path.resolve(option("--build") ?? "build/client");
  const againstDir = option("--against");
  const current = measureBuild(clientDir);
  const baseline = againstDir ? measureBuild(path.resolve(againstDir)) : null;

  console.log(`first-load scripts of ${clientDir} (gzip, zlib default level)`);
  console.log(["page".padEnd(12), "files".padStart(5), "raw".padStart(11), "gzip".padStart(11)].join(" "));
  let over = 0;
  for (const load of current) {
    const columns = [
      load.page.padEnd(12),
      String(load.files.length).padStart(5),
      kib(load.rawBytes).padStart(11),
      kib(load.gzipBytes).padStart(11),
    ];
    const before = baseline?.find((other) => other.page === load.page);
    if (before) {
      const growth = load.gzipBytes - before.gzipBytes;
      const within = growth <= FIRST_LOAD_BUDGET_BYTES;
      if (!within) over += 1;
      columns.push(
        `  was ${kib(before.gzipBytes)}, ${signedKib(growth)} (${growth} B): ${within ? "within" : "OVER"} the ${kib(FIRST_LOAD_BUDGET_BYTES)} budget`,
      );
    }
    console.log(columns.join(" "));
  }
  if (baseline) printChunkChanges(current, baseline);
  if (over > 0) process.exitCode = 1;
}

/** Where the growth is: each first-load chunk whose gzipped size changed, on any measured page. */
function printChunkChanges(current: TPageLoad[], baseline: TPageLoad[]) {
  const changes = new Map<string, { before: number; after: number }>();
  for (const [index, load] of current.entries()) {
    const before = baseline[index].gzipByChunk;
    for (const name of new Set([...load.gzipByChunk.keys(), ...before.keys()])) {
      const change = { before: before.get(name) ?? 0, after: load.gzipByChunk.get(name) ?? 0 };
      if (Math.abs(change.after - change.before) >= 16) changes.set(name, change);
    }
  }
  if (changes.size === 0) return;
  console.log("\nchunks that changed (gzip; a renamed chunk shows as one gone and one new):");
  for (const [name, { before, after }] of [...changes].sort(
    (a, b) => b[1].after - b[1].before - (a[1].after - a[1].before),
  )) {
    console.log(
      `  ${name.padEnd(40)} ${String(before).padStart(7)} -> ${String(after).padStart(7)} B  ${signedKib(after - before)}`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2));
}
