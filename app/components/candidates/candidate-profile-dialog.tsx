import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Bookmark, BookmarkCheck, Mail } from "lucide-react";
import { permissions } from "@common/auth/permissions";
import type { TSeekerProfile } from "@common/seekers/schemas";
import { ContactDialog } from "~/components/messages/contact-dialog";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription } from "~/components/ui/dialog";
import { ListState } from "~/components/ui/list-state";
import { removeFavorite, saveFavorite } from "~/api/favorites";
import { fetchSeeker } from "~/api/seekers";
import { useCurrentUser } from "~/lib/current-user";
import { notify } from "~/lib/notify";
import { CandidateCard } from "./candidate-card";
import { CandidateMatchExplanation, MatchScoreBadge } from "./candidate-match";
import { CandidateResume } from "./candidate-resume";

type TProfileRead = { key: string; answer: TSeekerProfile | "failed" };

/**
 * A candidate's profile as a company sees it (the candidate directory and the dashboard's
 * Candidates tab open it): the card, every skill, the match to the chosen job said of the
 * candidate, the resume they chose with its PDF, "Contact Candidate" and "Save to Favorites".
 * Open while `seekerId` is set.
 */
export function CandidateProfileDialog({
  seekerId,
  job,
  onClose,
  onFavoriteChange,
}: {
  seekerId: number | null;
  /** The job the match is measured against, when one is chosen. */
  job?: { id: number; title: string } | null;
  onClose: () => void;
  onFavoriteChange?: () => void;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<TProfileRead | null>(null);
  const jobId = job?.id;
  const key = `${seekerId}:${jobId}:${attempt}`;

  useEffect(() => {
    if (seekerId === null) return;
    let isCurrent = true;
    fetchSeeker(seekerId, jobId).then(
      (answer) => isCurrent && setRead({ key, answer }),
      () => isCurrent && setRead({ key, answer: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [seekerId, jobId, key]);

  const shown = read?.key === key ? read.answer : null;
  const name = shown && shown !== "failed" ? shown.card.name : null;
  return (
    <Dialog open={seekerId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={name ?? t("seekers.profile.title")}
        closeLabel={t("seekers.profile.close")}
        className="max-w-3xl"
      >
        <DialogDescription className="sr-only">{t("seekers.profile.title")}</DialogDescription>
        {shown === null ? (
          <ListState status="loading" label={t("seekers.profile.loading")} className="py-10" />
        ) : shown === "failed" ? (
          <ListState
            status="failed"
            className="py-6"
            message={t("seekers.profile.failed")}
            retryLabel={t("seekers.profile.retry")}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : (
          <ProfileBody
            key={shown.userId}
            profile={shown}
            jobTitle={job?.title ?? null}
            onFavoriteChange={onFavoriteChange}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProfileBody({
  profile,
  jobTitle,
  onFavoriteChange,
}: {
  profile: TSeekerProfile;
  jobTitle: string | null;
  onFavoriteChange?: () => void;
}) {
  const { t } = useTranslation();
  const ids = { skills: useId(), match: useId(), resume: useId(), contactHint: useId() };
  const user = useCurrentUser();
  const canSave = permissions.saveCandidates(user);
  const [isSaved, setSaved] = useState(profile.favorite !== null);
  const [isSaving, setSaving] = useState(false);
  const [isContactOpen, setContactOpen] = useState(false);
  const name = profile.card.name;

  const toggleFavorite = async () => {
    setSaving(true);
    try {
      if (isSaved) {
        await removeFavorite(profile.userId);
        notify({ title: t("seekers.profile.removedToast", { name }) });
      } else {
        await saveFavorite({ seekerId: profile.userId, note: profile.favorite?.note ?? "" });
        notify({ title: t("seekers.profile.savedToast", { name }) });
      }
      setSaved(!isSaved);
      onFavoriteChange?.();
    } catch {
      notify({ title: t("seekers.profile.saveFailed"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const contactHint = profile.canMessage
    ? null
    : permissions.startThreads(user)
      ? t("seekers.profile.cannotContact")
      : t("seekers.profile.contactCompaniesOnly");

  return (
    <div className="mt-4">
      <CandidateCard
        card={{ ...profile.card, skills: [] }}
        className="border-0 p-0 shadow-none"
        layout="row"
        showName={false}
        badge={profile.match ? <MatchScoreBadge score={profile.match.score} /> : undefined}
      />

      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          onClick={() => setContactOpen(true)}
          disabled={!profile.canMessage}
          aria-describedby={contactHint ? ids.contactHint : undefined}
        >
          <Mail aria-hidden="true" className="size-4" />
          {t("seekers.profile.contact")}
        </Button>
        {canSave ? (
          <Button variant="secondary" onClick={() => void toggleFavorite()} disabled={isSaving}>
            {isSaved ? (
              <BookmarkCheck aria-hidden="true" className="size-4 text-primary-700" />
            ) : (
              <Bookmark aria-hidden="true" className="size-4" />
            )}
            {t(isSaved ? "seekers.profile.remove" : "seekers.profile.save")}
          </Button>
        ) : null}
      </div>
      {contactHint ? (
        <p id={ids.contactHint} className="mt-2 text-sm text-gray-700">
          {contactHint}
        </p>
      ) : null}
      <section aria-labelledby={ids.skills} className="mt-6 border-t border-gray-200 pt-5">
        <h3 id={ids.skills} className="text-base font-semibold text-gray-900">
          {t("seekers.profile.skills")}
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {profile.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-gray-100 px-2.5 py-1 text-sm font-medium text-gray-800">
              {skill}
            </li>
          ))}
        </ul>
      </section>

      {profile.match ? (
        <section aria-labelledby={ids.match} className="mt-6 border-t border-gray-200 pt-5">
          <h3 id={ids.match} className="text-base font-semibold text-gray-900">
            {t("seekers.profile.match", { job: jobTitle ?? "" })}
          </h3>
          <div className="mt-3">
            <CandidateMatchExplanation match={profile.match} />
          </div>
        </section>
      ) : null}

      <CandidateResume seekerId={profile.userId} headingId={ids.resume} />

      {profile.canMessage ? (
        <ContactDialog
          open={isContactOpen}
          onOpenChange={setContactOpen}
          toUserId={profile.userId}
          recipientName={name}
          defaultSubject={jobTitle ?? undefined}
        />
      ) : null}
    </div>
  );
}
