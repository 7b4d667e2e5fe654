import type { LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "~/components/ui/button";
import { errorMessageKey, type TMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { useScriptReadyProps } from "~/lib/use-hydrated";

/** The catalogue keys of one image field's texts and toasts. */
export interface TImageUploadTexts {
  title: TMessageKey;
  change: TMessageKey;
  uploading: TMessageKey;
  remove: TMessageKey;
  removing: TMessageKey;
  hint: TMessageKey;
  tooLarge: TMessageKey;
  successTitle: TMessageKey;
  successBody: TMessageKey;
  failedTitle: TMessageKey;
  failedBody: TMessageKey;
  removedTitle: TMessageKey;
  removedBody: TMessageKey;
  removeFailedTitle: TMessageKey;
  removeFailedBody: TMessageKey;
}

/**
 * An uploaded image with its picker and "Remove" (the profile photo, a company's logo): the image
 * shown, a button-styled label over a visually hidden file input (reached with Tab, opened with
 * Enter or Space, not ready until hydration), a hint, and the toasts of each outcome. A file over
 * `maxBytes` is refused here at once; the server checks the bytes and has the last word.
 */
export function ImageUploadField(props: {
  image: React.ReactNode;
  icon: LucideIcon;
  accept: string;
  maxBytes: number;
  texts: TImageUploadTexts;
  /** Whether there is an uploaded image to remove. */
  canRemove: boolean;
  /** A sentence after the hint, or null. */
  note?: string | null;
  className?: string;
  /** Sends the file and takes in the answer; throws on failure. */
  upload: (file: File) => Promise<void>;
  /** Removes the uploaded image and takes in the answer; throws on failure. */
  remove: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { texts } = props;
  const [pending, setPending] = useState<"upload" | "remove" | null>(null);
  const chooseReady = useScriptReadyProps(pending !== null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const Icon = props.icon;

  async function run(
    kind: "upload" | "remove",
    action: () => Promise<void>,
    failure: { title: TMessageKey; body: TMessageKey },
    success: { title: TMessageKey; body: TMessageKey },
  ) {
    setPending(kind);
    try {
      await action();
    } catch (error) {
      notify({ title: t(failure.title), description: t(errorMessageKey(error, failure.body)), variant: "destructive" });
      return;
    } finally {
      setPending(null);
    }
    dismissFailures();
    notify({ title: t(success.title), description: t(success.body) });
  }

  function onChoose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a refusal is a new choice.
    input.value = "";
    if (!file) return;
    if (file.size > props.maxBytes) {
      notify({ title: t(texts.failedTitle), description: t(texts.tooLarge), variant: "destructive" });
      return;
    }
    void run(
      "upload",
      () => props.upload(file),
      { title: texts.failedTitle, body: texts.failedBody },
      { title: texts.successTitle, body: texts.successBody },
    );
  }

  function onRemove() {
    void run(
      "remove",
      props.remove,
      { title: texts.removeFailedTitle, body: texts.removeFailedBody },
      { title: texts.removedTitle, body: texts.removedBody },
    );
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className={cn("flex items-center gap-4", props.className)}>
      {props.image}
      <div className="min-w-0 space-y-2">
        <h3 id={`${inputId}-title`} className="text-sm font-medium text-gray-900">
          {t(texts.title)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={props.accept}
            className="peer sr-only"
            aria-describedby={hintId}
            {...chooseReady}
            onChange={onChoose}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: "secondary",
              className:
                "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 peer-disabled:cursor-not-allowed peer-disabled:text-gray-500",
            })}
          >
            <Icon aria-hidden="true" className="size-4" />
            {pending === "upload" ? t(texts.uploading) : t(texts.change)}
          </label>
          {props.canRemove ? (
            <Button variant="ghost" onClick={onRemove} disabled={pending !== null}>
              {pending === "remove" ? t(texts.removing) : t(texts.remove)}
            </Button>
          ) : null}
        </div>
        <p id={hintId} className="text-sm text-gray-600">
          {t(texts.hint)}
          {props.note ? ` ${props.note}` : null}
        </p>
      </div>
    </section>
  );
}
