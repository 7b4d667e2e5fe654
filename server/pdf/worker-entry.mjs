// A worker thread does not inherit the TypeScript loader of the process that starts it (tsx for
// the server, vitest's own loader in tests): register tsx here, then load the TypeScript worker.
import path from "node:path";
import process from "node:process";
import { register } from "tsx/esm/api";

// React's development build checks every element it creates, which costs rendering time and
// nothing here reads its warnings. The worker has its own copy of process.env.
process.env.NODE_ENV = "production";
// The project's tsconfig, wherever the process was started from: it holds the @common alias.
register({ tsconfig: path.resolve(import.meta.dirname, "../../tsconfig.json") });
await import("./worker.ts");
