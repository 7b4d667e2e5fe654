// `npm start`: builds the site when the build is missing or older than the sources, then serves it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtFile = path.join(root, "build/server/index.js");

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const sources = ["app", "common", "vite.config.ts", "react-router.config.ts", "package-lock.json"].map((p) =>
  path.join(root, p),
);
const needsBuild =
  !fs.existsSync(builtFile) ||
  fs.statSync(builtFile).mtimeMs < Math.max(...sources.filter((p) => fs.existsSync(p)).map(newestMtime));

if (needsBuild) {
  console.log("Building the site...");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/react-router.mjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(
  process.execPath,
  // tsx as this project has it: "--import tsx" alone is looked up from the working directory.
  ["--import", import.meta.resolve("tsx"), path.join(root, "server/index.ts"), ...process.argv.slice(2)],
  {
    cwd: process.cwd(),
    stdio: "inherit",
    // tsx reads the path aliases (@common/...) from the tsconfig of the working directory unless told.
    env: { ...process.env, TSX_TSCONFIG_PATH: process.env.TSX_TSCONFIG_PATH ?? path.join(root, "tsconfig.json") },
  },
);
// The server closes the database cleanly on these signals; pass them on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
