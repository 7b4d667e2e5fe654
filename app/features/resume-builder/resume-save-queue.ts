import {
  defaultResumeTitle,
  type TResumeContent,
  type TResumeInput,
  type TResumeTemplate,
} from "@common/resumes/schema";

// Saves run one at a time: a save asked for while another is on its way
// (Save during a download, a second click) waits for it, then reads the id that one created,
// so it updates the resume instead of creating a second one.

/** The open resume as the queued save finds it when its turn comes. */
export interface TSaveTarget {
  resumeId: number | null;
  title: string | null;
}

export interface TSaveApi {
  create: (body: TResumeInput) => Promise<{ id: number }>;
  update: (id: number, body: TResumeInput) => Promise<{ title: string }>;
  /** Whether a failed update means the resume is gone (deleted in another tab): then it is created anew. */
  isGone: (error: unknown) => boolean;
}

export interface TSaved {
  id: number;
  title: string;
}

export function createResumeSaveQueue(api: TSaveApi) {
  let tail: Promise<unknown> = Promise.resolve();

  const saveNow = async (target: TSaveTarget, content: TResumeContent, template: TResumeTemplate) => {
    const title = target.title?.trim() || defaultResumeTitle(content);
    const body: TResumeInput = { ...content, title, template };
    if (target.resumeId !== null) {
      try {
        return { id: target.resumeId, title: (await api.update(target.resumeId, body)).title };
      } catch (error) {
        if (!api.isGone(error)) throw error;
      }
    }
    return { id: (await api.create(body)).id, title };
  };

  /**
   * Saves `content` after the saves before it; `onSaved` runs before the next one starts, so
   * that one finds the id in `target()`.
   */
  return function save(
    target: () => TSaveTarget,
    content: TResumeContent,
    template: TResumeTemplate,
    onSaved: (saved: TSaved) => void,
  ): Promise<TSaved> {
    const run = tail.then(async () => {
      const saved = await saveNow(target(), content, template);
      onSaved(saved);
      return saved;
    });
    tail = run.catch(() => undefined);
    return run;
  };
}
