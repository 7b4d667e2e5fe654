// The readiness check's view of the live site: pages rendered as a signed-out visitor gets them
// (in this process, server/app.ts's renderPage), at most RENDER_CONCURRENCY at once however many
// checks ask, so a check never renders the whole site in parallel. A page that does not answer
// within RENDER_TIMEOUT_MS counts as a 504: the run (which later requests share) always ends.
export type TRenderPage = (path: string) => Promise<Response>;

export const RENDER_CONCURRENCY = 4;
export const RENDER_TIMEOUT_MS = 20_000;
/** What a page that did not answer in time counts as (a gateway time-out). */
export const TIMED_OUT_STATUS = 504;

/** A page's answer, or the status 500 when it could not be rendered at all (it threw). */
export interface TRenderedPage {
  status: number;
  contentType: string;
  location: string | null;
  body: string;
}

const failed = (status: number): TRenderedPage => ({ status, contentType: "", location: null, body: "" });

async function renderWhole(renderPage: TRenderPage, path: string): Promise<TRenderedPage> {
  try {
    const response = await renderPage(path);
    // The body is read here, so a page counts (in its slot, and against its time) until it is
    // fully rendered.
    const body = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get("content-type") ?? "",
      location: response.headers.get("location"),
      body,
    };
  } catch {
    return failed(500);
  }
}

export function limitRenders(renderPage: TRenderPage, options: { concurrency?: number; timeoutMs?: number } = {}) {
  const concurrency = options.concurrency ?? RENDER_CONCURRENCY;
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < concurrency) {
      running += 1;
      return;
    }
    // The slot is handed over by release(): `running` stays counted for the waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function render(path: string): Promise<TRenderedPage> {
    await acquire();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timedOut = new Promise<TRenderedPage>((resolve) => {
        timer = setTimeout(() => resolve(failed(TIMED_OUT_STATUS)), timeoutMs);
      });
      return await Promise.race([renderWhole(renderPage, path), timedOut]);
    } finally {
      clearTimeout(timer);
      release();
    }
  };
}

export type TLimitedRender = ReturnType<typeof limitRenders>;
