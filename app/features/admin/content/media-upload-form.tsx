import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MEDIA_ALT_TEXT_MAX, MEDIA_FILE_FIELD } from "@common/site/media";
import type { TFieldErrors } from "@common/errors/error-body";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input, inputClasses } from "~/components/ui/input";
import { ApiError, errorMessageKey } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { dismissFailures, notify } from "~/lib/notify";
import { uploadAdminMedia } from "./pages-api";

/** Upload an image with its alt text; the server's refusal (not an image, too large) shows under the file. */
export function MediaUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [altText, setAltText] = useState("");
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isUploading, setIsUploading] = useState(false);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setErrors({ [MEDIA_FILE_FIELD]: "adminContentPages.media.chooseFile" });
      return;
    }
    setIsUploading(true);
    setErrors({});
    try {
      const item = await uploadAdminMedia(file, altText);
      dismissFailures();
      notify({ title: t("adminContentPages.media.uploaded"), description: item.fileName });
      form.current?.reset();
      setFile(null);
      setAltText("");
      onUploaded();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notify({ title: t(errorMessageKey(error, "adminContentPages.media.uploadFailed")), variant: "destructive" });
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <form
      ref={form}
      onSubmit={(event) => void upload(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
      aria-busy={isUploading}
      className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold text-gray-900">
        {t("adminContentPages.media.uploadTitle")}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          id={`${id}-file`}
          label={t("adminContentPages.media.fileLabel")}
          isRequired
          hint={t("adminContentPages.media.fileHint")}
          error={errors[MEDIA_FILE_FIELD]}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/jpeg,image/png,image/gif"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className={cn(
                inputClasses,
                "py-2 file:me-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-gray-900",
              )}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-alt`}
          label={t("adminContentPages.media.altLabel")}
          hint={t("adminContentPages.media.altHint")}
          error={errors.altText}
        >
          {(control) => (
            <Input
              {...control}
              value={altText}
              maxLength={MEDIA_ALT_TEXT_MAX}
              onChange={(event) => setAltText(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" disabled={isUploading}>
        {t(isUploading ? "adminContentPages.media.uploading" : "adminContentPages.media.upload")}
      </Button>
    </form>
  );
}
