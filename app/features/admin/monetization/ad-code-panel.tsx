import { Check, CodeXml, Copy, Zap } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { generateAdCode, type TAdCodeInput } from "@common/monetization/ad-code";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";

const INVALID_ID = "monetizationApi.validation.publisherId";

type TGenerated = Extract<ReturnType<typeof generateAdCode>, { ok: true }>;

/**
 * "Generate ad code", "Copy" and "Test connection" on the form's current values. Each needs a
 * publisher ID (else "Publisher ID Required"); the test checks the ID's format only, offline, and
 * says so. A malformed ID is marked under its field through `onPublisherError`.
 */
export function AdCodePanel({
  input,
  onPublisherError,
}: {
  input: TAdCodeInput;
  onPublisherError: (key: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [generated, setGenerated] = useState<TGenerated | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  /** The code for the current values, or null after saying why there is none. */
  function codeOrExplain(): TGenerated | null {
    const result = generateAdCode(input);
    if (result.ok) {
      onPublisherError(undefined);
      return result;
    }
    if (result.reason === "publisherIdRequired") {
      notify({
        title: t("monetization.settings.publisherRequiredTitle"),
        description: t("monetization.settings.publisherRequiredMessage"),
        variant: "destructive",
      });
    } else {
      onPublisherError(INVALID_ID);
      notify({ title: t("monetization.adCode.invalidTitle"), description: t(INVALID_ID), variant: "destructive" });
    }
    return null;
  }

  function generate() {
    setGenerated(codeOrExplain());
  }

  async function copy() {
    const result = codeOrExplain();
    if (!result) return;
    setGenerated(result);
    try {
      await navigator.clipboard.writeText(result.code);
      notify({ title: t("monetization.adCode.copied"), description: t("monetization.adCode.copiedMessage") });
    } catch {
      notify({
        title: t("monetization.adCode.copyFailed"),
        description: t("monetization.adCode.copyFailedMessage"),
        variant: "destructive",
      });
    }
  }

  function testConnection() {
    const result = generateAdCode({ ...input, adUnits: [] });
    if (!result.ok && result.reason === "publisherIdRequired") {
      setTestResult(null);
      notify({
        title: t("monetization.settings.publisherRequiredTitle"),
        description: t("monetization.settings.publisherRequiredMessage"),
        variant: "destructive",
      });
      return;
    }
    if (!result.ok) {
      const text = t("monetization.adCode.testFailed", { reason: t(INVALID_ID) });
      onPublisherError(INVALID_ID);
      setTestResult({ ok: false, text });
      notify({ title: t("monetization.settings.connectionFailed"), description: text, variant: "destructive" });
      return;
    }
    const text = t("monetization.adCode.testPassed", { client: result.client });
    onPublisherError(undefined);
    setTestResult({ ok: true, text });
    notify({ title: t("monetization.adCode.testPassedTitle"), description: text });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-4 border-t border-gray-100 pt-5">
      <div>
        <h3 id={`${id}-title`} className="text-base font-semibold text-gray-900">
          {t("monetization.adCode.title")}
        </h3>
        <p className="mt-1 text-sm text-gray-700">{t("monetization.adCode.intro")}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={generate}>
          <CodeXml aria-hidden="true" className="size-4" />
          {t("monetization.adCode.generate")}
        </Button>
        <Button variant="secondary" onClick={() => void copy()} aria-label={t("monetization.adCode.copyLabel")}>
          <Copy aria-hidden="true" className="size-4" />
          {t("monetization.adCode.copy")}
        </Button>
        <Button variant="secondary" onClick={testConnection}>
          <Zap aria-hidden="true" className="size-4" />
          {t("monetization.adCode.testConnection")}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={cn(
          testResult ? "flex items-start gap-2 rounded-lg p-3 text-sm" : "sr-only",
          testResult?.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900",
        )}
      >
        {testResult?.ok ? <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
        {testResult?.text ?? ""}
      </p>
      {generated ? (
        <div className="space-y-2">
          <label htmlFor={`${id}-code`} className="block text-sm font-medium text-gray-900">
            {t("monetization.adCode.codeLabel")}
          </label>
          <textarea
            id={`${id}-code`}
            readOnly
            value={generated.code}
            rows={Math.min(18, generated.code.split("\n").length + 1)}
            spellCheck={false}
            dir="ltr"
            className={cn(inputClasses, "resize-y font-mono text-xs leading-5 whitespace-pre")}
            onFocus={(event) => event.currentTarget.select()}
          />
          <ul className="list-disc space-y-1 ps-5 text-sm text-gray-700">
            <li>{t("monetization.adCode.placeNote")}</li>
            {generated.autoAds ? <li>{t("monetization.adCode.autoAdsNote")}</li> : null}
            {generated.included.length === 0 ? <li>{t("monetization.adCode.noUnitsNote")}</li> : null}
            {generated.skipped.length > 0 ? (
              <li>{t("monetization.adCode.skippedNote", { names: generated.skipped.join(", ") })}</li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
