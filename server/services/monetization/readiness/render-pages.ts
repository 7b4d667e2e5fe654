// The readiness check's view of the live site: pages rendered as a signed-out visitor gets them
// (in this process, server/app.ts's renderPage), at most RENDER_CONCURRENCY at once however many
// checks ask, so a check never renders the whole site in parallel.
export type TRenderPage = (path: string) => Promise<Response>;

export const RENDER_CONCURRENCY = 4;

/** A page's answer, or the status 500 when it could not be rendered at all (it threw). */
export interface TRenderedPage {
  status: number;
  contentType: string;
  location: string | null;
  body: string;
}

export function limitRenders(renderPage: TRenderPage, concurrency = RENDER_CONCURRENCY) {
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
    try {
      const response = await renderPage(path);
      // The body is read within the slot, so a page counts until it is fully rendered.
      const body = await response.text();
      return {
        status: response.status,
        contentType: response.headers.get("content-type") ?? "",
        location: response.headers.get("location"),
        body,
      };
    } catch {
      return { status: 500, contentType: "", location: null, body: "" };
    } finally {
      release();
    }
  };
}

export type TLimitedRender = ReturnType<typeof limitRenders>;
