// React Router's CLI (`node scripts/react-router.mjs build|typegen`: `npm run build`, the build of
// `npm start` and `npm test`, and the type generation before tsc), less one warning nobody here
// can act on. React Router 7's Vite plugin starts Vite servers of its own
// with `envFile: false`, which Vite 8 reports as deprecated several times a build; React Router
// 8 fixes it but needs Node 22. Those servers take no logger of ours and the first starts before
// vite.config.ts is read, so the line is filtered where Vite's loggers write it, before the
// command starts; every other warning passes. scripts/build-warnings.test.ts checks the output.
import { createRequire } from "node:module";
import path from "node:path";

const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated";
const warn = console.warn.bind(console);
console.warn = (...parts) => {
  if (typeof parts[0] === "string" && parts[0].includes(ENV_FILE_DEPRECATION)) return;
  warn(...parts);
};

const bin = path.resolve(import.meta.dirname, "../node_modules/@react-router/dev/bin.js");
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
createRequire(import.meta.url)(bin);
