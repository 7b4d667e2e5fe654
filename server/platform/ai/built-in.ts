// The built-in engine, the default: no network, no key, deterministic. Its writing tasks are
// pure functions the services call when it is in use (the summary writer and the experience
// rewrites of server/services/resumes/); free prompts it cannot answer yet, and says so.
import { AiError, type TAiProvider } from "./types";

const unsupported = () => new AiError("unsupported", "the built-in assistant cannot answer free questions yet");

export function createBuiltInProvider(): TAiProvider {
  return {
    kind: "built-in",
    label: "Built-in assistant",
    generateText: async () => {
      throw unsupported();
    },
    // eslint-disable-next-line require-yield
    streamText: async function* () {
      throw unsupported();
    },
    generateObject: async () => {
      throw unsupported();
    },
    close: async () => {},
  };
}
