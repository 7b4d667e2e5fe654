import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Bookmark } from "lucide-react";
import { FAVORITE_NOTE_MAX, type TFavorite } from "@common/seekers/schemas";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { ListState } from "~/components/ui/list-state";
import { Sheet, SheetContent } from "~/components/ui/sheet";
import { listFavorites, removeFavorite, saveFavorite } from "~/api/favorites";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { formatDate } from "@common/i18n/formats";
import { useFormatLocale } from "~/lib/format-locale";

type TFavoritesRead = { key: string; answer: TFavorite[] | "failed" };

/**
 * Saved Candidates: the company's saved candidates, newest first, each with its private note
 * (editable), a way to the profile and Remove. Read afresh each time it opens.
 */
export function SavedCandidatesSheet({
  open,
  onOpenChange,
  onView,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onView: (seekerId: number) => void;
}) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(0);
  const [read, setRead] = useState<TFavoritesRead | null>(null);
  const key = String(opening);
  // Each opening reads the list afresh (a candidate saved meanwhile, a note changed elsewhere).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }

  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    listFavorites().then(
      (answer) => isCurrent && setRead({ key, answer }),
      () => isCurrent && setRead({ key, answer: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [open, key]);

  const shown = read?.key === key ? read.answer : null;
  const forget = (seekerId: number) =>
    setRead((current) =>
      current && current.answer !== "failed"
        ? { ...current, answer: current.answer.filter((favorite) => favorite.userId !== seekerId) }
        : current,
    );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={t("seekers.favorites.title")}
        closeLabel={t("seekers.favorites.close")}
        className="w-[min(28rem,calc(100vw-2rem))]"
      >
        <p className="px-5 pt-4 text-sm text-gray-700">{t("seekers.favorites.description")}</p>
        <div className="p-5" aria-live="polite">
          {shown === null ? (
            <ListState status="loading" label={t("seekers.favorites.loading")} />
          ) : shown === "failed" ? (
            <ListState
              status="failed"
              message={t("seekers.favorites.failed")}
              retryLabel={t("seekers.favorites.retry")}
              onRetry={() => setOpening((count) => count + 1)}
            />
          ) : shown.length === 0 ? (
            <ListState
              status="empty"
              icon={Bookmark}
              heading="h3"
              title={t("seekers.favorites.empty")}
              body={t("seekers.favorites.emptyBody")}
            />
          ) : (
            <ul className="space-y-4">
              {shown.map((favorite) => (
                <li key={favorite.userId}>
                  <SavedCandidate favorite={favorite} onView={onView} onRemoved={() => forget(favorite.userId)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function SavedCandidate({
  favorite,
  onView,
  onRemoved,
}: {
  favorite: TFavorite;
  onView: (seekerId: number) => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const noteId = useId();
  const [note, setNote] = useState(favorite.note);
  const [savedNote, setSavedNote] = useState(favorite.note);
  const [busy, setBusy] = useState<"note" | "remove" | null>(null);
  const name = favorite.card.name;
  const savedOn = formatDate(favorite.savedAt, locale);

  const act = async (kind: "note" | "remove") => {
    setBusy(kind);
    try {
      if (kind === "note") {
        await saveFavorite({ seekerId: favorite.userId, note });
        setSavedNote(note);
        notify({ title: t("seekers.favorites.noteSaved") });
      } else {
        await removeFavorite(favorite.userId);
        notify({ title: t("seekers.favorites.removed", { name }) });
        onRemoved();
      }
    } catch {
      notify({ title: t("seekers.favorites.failedAction"), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <article aria-label={name} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-gray-900">{name}</h3>
          {favorite.card.headline ? (
            <p dir="auto" className="text-sm text-gray-700">
              {favorite.card.headline}
            </p>
          ) : null}
          <p className="mt-0.5 text-xs text-gray-600">{t("seekers.favorites.savedOn", { date: savedOn })}</p>
        </div>
        <Button
          variant="ghost"
          className="-me-2 shrink-0"
          aria-label={t("seekers.results.open", { name })}
          onClick={() => onView(favorite.userId)}
        >
          {t("seekers.favorites.view")}
        </Button>
      </div>
      <label htmlFor={noteId} className="mt-3 block text-sm font-medium text-gray-900">
        <span aria-hidden="true">{t("seekers.favorites.noteLabel")}</span>
        <span className="sr-only">{t("seekers.favorites.note", { name })}</span>
      </label>
      <textarea
        id={noteId}
        value={note}
        maxLength={FAVORITE_NOTE_MAX}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
        className={cn(inputClasses, "mt-1 resize-y text-sm")}
      />
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button
          variant="ghost"
          aria-label={t("seekers.favorites.removeLabel", { name })}
          disabled={busy !== null}
          onClick={() => void act("remove")}
        >
          {t("seekers.favorites.remove")}
        </Button>
        <Button variant="secondary" disabled={busy !== null || note === savedNote} onClick={() => void act("note")}>
          {t("seekers.favorites.saveNote")}
        </Button>
      </div>
    </article>
  );
}
