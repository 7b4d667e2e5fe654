import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight, Pause, Play, RotateCcw } from "lucide-react";
import type { TTranslate } from "@common/i18n";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { DashboardScene } from "./dashboard-scenes";
import { initialSceneIndex, sampleCandidates, SCENES, type TScene } from "./sample-data";
import { MessageScene, PostJobScene, StartScene } from "./scenes";
import { useWalkthrough } from "./use-walkthrough";

/** Keys that belong to a control inside the player, which handles them itself. */
const OWN_KEYS = "button, a, input, textarea, select, [role='tab']";

function SceneBody({ scene }: { scene: TScene }) {
  const { t } = useTranslation();
  const candidates = useMemo(() => sampleCandidates(t as TTranslate), [t]);
  switch (scene) {
    case "postJob":
      return <PostJobScene />;
    case "candidates":
      return <DashboardScene candidates={candidates} tab="candidates" showPipeline={false} />;
    case "applicants":
      return <DashboardScene candidates={candidates} tab="applicants" showPipeline={false} />;
    case "pipeline":
      return <DashboardScene candidates={candidates} tab="applicants" showPipeline />;
    case "message":
      return <MessageScene name={candidates[0]?.card.name ?? ""} />;
    case "start":
      return <StartScene />;
  }
}

/**
 * /employer-demo: the employer side in six scenes built from the product's own components,
 * fed with example data (each scene says so). It plays by itself, one scene every few seconds,
 * with its caption in a polite live region; Previous, Pause or Play, and Next are buttons, and
 * Space pauses and resumes while the scene has focus. Focus on a control inside a scene (a
 * tab, the call to action) pauses it, so nothing changes under the keyboard. With reduced
 * motion it starts paused and scenes change without a fade. `?step=3` opens the third scene.
 */
export function EmployerDemoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const count = SCENES.length;
  const walkthrough = useWalkthrough(count, initialSceneIndex(searchParams.get("step")));
  const scene = SCENES[walkthrough.index] ?? "postJob";
  const toggleLabel = walkthrough.isPlaying
    ? t("employerDemo.controls.pause")
    : walkthrough.isLast
      ? t("employerDemo.controls.replay")
      : t("employerDemo.controls.play");
  const ToggleIcon = walkthrough.isPlaying ? Pause : walkthrough.isLast ? RotateCcw : Play;

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    if (event.key !== " " || (event.target as HTMLElement).closest(OWN_KEYS)) return;
    event.preventDefault();
    walkthrough.toggle();
  }

  return (
    <div className="page-container py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t("employerDemo.title")}</h1>
        <p className="mt-3 text-base text-gray-700 sm:text-lg">{t("employerDemo.intro")}</p>
      </header>

      <section
        aria-label={t("employerDemo.playerLabel")}
        onKeyDown={onKeyDown}
        className="mt-8 rounded-2xl border border-gray-200 bg-gray-50 p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div aria-live="polite" aria-atomic="true" className="w-full min-w-0 sm:w-auto sm:flex-1">
            <p className="text-sm font-semibold text-primary-800">
              {t("employerDemo.progress", { step: walkthrough.index + 1, count })}
            </p>
            <h2 className="mt-1 text-xl font-semibold text-gray-900 sm:text-2xl">
              {t(`employerDemo.scenes.${scene}.title`)}
            </h2>
            <p className="mt-1 text-base text-gray-800">{t(`employerDemo.scenes.${scene}.caption`)}</p>
          </div>
          <div role="group" aria-label={t("employerDemo.controls.label")} className="flex gap-2">
            <Button
              variant="secondary"
              size="icon"
              aria-label={t("employerDemo.controls.previous")}
              aria-disabled={walkthrough.index === 0}
              onClick={walkthrough.previous}
              className="aria-disabled:cursor-not-allowed aria-disabled:text-gray-400"
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Button>
            <Button variant="primary" onClick={walkthrough.toggle} className="min-w-28">
              <ToggleIcon aria-hidden="true" className="size-5" />
              {toggleLabel}
            </Button>
            <Button
              variant="secondary"
              size="icon"
              aria-label={t("employerDemo.controls.next")}
              aria-disabled={walkthrough.isLast}
              onClick={walkthrough.next}
              className="aria-disabled:cursor-not-allowed aria-disabled:text-gray-400"
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            </Button>
          </div>
        </div>

        <ol aria-hidden="true" className="mt-4 flex gap-1.5">
          {SCENES.map((key, position) => (
            <li
              key={key}
              className={cn(
                "h-1.5 flex-1 rounded-full",
                position <= walkthrough.index ? "bg-primary-700" : "bg-gray-300",
              )}
            />
          ))}
        </ol>

        <div
          role="group"
          aria-label={t("employerDemo.stageLabel")}
          aria-describedby="employer-demo-keyboard-hint"
          tabIndex={0}
          onFocus={(event) => {
            if (event.target !== event.currentTarget) walkthrough.pause();
          }}
          className="mt-5 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase">
              {t("employerDemo.exampleBadge")}
            </span>
            {t("employerDemo.exampleNote")}
          </p>
          <div key={scene} className="motion-safe:animate-[fade-in_300ms_ease-out]">
            <SceneBody scene={scene} />
          </div>
        </div>

        <p id="employer-demo-keyboard-hint" className="mt-4 text-sm text-gray-700">
          {t("employerDemo.keyboardHint")}
        </p>
        <p className="mt-1 hidden text-sm text-gray-700 motion-reduce:block">{t("employerDemo.reducedMotion")}</p>
      </section>
    </div>
  );
}
