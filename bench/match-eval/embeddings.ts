// Vectors for every job and resume of the labelled set, for `npm run eval:match -- --embeddings`
// (decision 029), always through the AI layer's `embed` (server/platform/ai/):
//   - AI_BASE_URL and AI_MODEL set: that OpenAI-compatible endpoint's embedding model (a local
//     Ollama, vLLM, LM Studio or llama.cpp server, say);
//   - otherwise the fake OpenAI-compatible server of the tests, answering /v1/embeddings with the
//     stand-in of bench/stand-in-embedding.ts: a fake, not a model, and the output says so.
import pino from "pino";
import { jobEmbeddingText, resumeEmbeddingText } from "../../server/matching";
import { createAiService } from "../../server/platform/ai/ai-service";
import type { TAiProvider } from "../../server/platform/ai/types";
import { startFakeOpenAiServer } from "../../server/test/fake-openai-server";
import { createStandInEmbedder } from "../stand-in-embedding";
import { EVAL_JOBS } from "./jobs";
import { EVAL_RESUMES } from "./resumes";

/** Texts per call: 16 vectors of 1,536 numbers (about 30 kB each as JSON) stay under the layer's 1 MB cap. */
const BATCH = 16;

export interface TEvalVectors {
  /** What made them, for the output. */
  source: string;
  isStandIn: boolean;
  jobVectors: Map<number, number[]>;
  resumeVectors: Map<number, number[]>;
}

async function embedAll(provider: TAiProvider, texts: string[]): Promise<number[][]> {
  if (!provider.embed) throw new Error(`the AI provider "${provider.label}" offers no embeddings`);
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += BATCH)
    vectors.push(...(await provider.embed(texts.slice(start, start + BATCH))));
  return vectors;
}

export async function embedEvalSet(): Promise<TEvalVectors> {
  const jobTexts = EVAL_JOBS.map((job) => jobEmbeddingText(job));
  const resumeTexts = EVAL_RESUMES.map((resume) => resumeEmbeddingText(resume.resume));
  const logger = pino({ level: "warn" });
  const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = process.env;
  const isStandIn = !AI_BASE_URL || !AI_MODEL;
  const standIn = createStandInEmbedder(jobTexts);
  const fake = isStandIn ? await startFakeOpenAiServer() : null;
  fake?.setEmbedder((texts) => standIn.embed(texts));
  const provider = createAiService(
    fake ? { AI_BASE_URL: fake.baseUrl, AI_MODEL: standIn.model } : { AI_BASE_URL, AI_API_KEY, AI_MODEL },
    logger,
    { timeoutMs: 120_000 },
  );
  try {
    const vectors = await embedAll(provider, [...jobTexts, ...resumeTexts]);
    if (fake) {
      // The layer must hand back the stand-in's vectors exactly (JSON keeps every double).
      const direct = standIn.embed([...jobTexts, ...resumeTexts]);
      if (JSON.stringify(direct) !== JSON.stringify(vectors))
        throw new Error("the AI layer's vectors differ from the stand-in's");
    }
    return {
      source: fake
        ? `${standIn.model}, a STAND-IN (hashed words and character trigrams, TF-IDF over the job pool), ` +
          `not a model, served by the tests' fake OpenAI-compatible server through the AI layer's embed`
        : `${AI_MODEL} at ${AI_BASE_URL}`,
      isStandIn,
      jobVectors: new Map(EVAL_JOBS.map((job, index) => [job.id, vectors[index]])),
      resumeVectors: new Map(EVAL_RESUMES.map((resume, index) => [resume.id, vectors[jobTexts.length + index]])),
    };
  } finally {
    await provider.close();
    await fake?.close();
  }
}
