import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Briefcase, Clock, FileText, MapPin, Plane } from "lucide-react";
import type { TCandidateCard } from "@common/job-seeker-profile/candidate-card";
import { userInitials } from "~/components/shell/user-avatar";
import { cn } from "~/lib/cn";

function initialsOf(name: string): string {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return userInitials({ firstName, lastName: rest.at(-1) ?? "" });
}

/**
 * The skills a card shows and the "+N more" count: the first `limit` of the card's skills; N is
 * the card's skills left out plus the resume's skills beyond the card (`moreSkills`).
 */
export function cardSkills(skills: readonly string[], limit: number | undefined, moreSkills = 0) {
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  return { shown, more: skills.length - shown.length + Math.max(0, moreSkills) };
}

/**
 * A job seeker's card as a signed-in company sees it: the /settings preview shows it
 * to its owner, and the candidate directory lists it. `headingLevel` fits the page around it.
 * `skillLimit` and `moreSkills` give the directory's "+N more"; `layout="row"` lays the facts
 * out in a line (the directory's list view); `badge` sits beside the name (the match score);
 * `footer` holds the card's own actions.
 */
export function CandidateCard({
  card,
  headingLevel = 3,
  className,
  skillLimit,
  moreSkills = 0,
  layout = "stacked",
  badge,
  footer,
  showName = true,
}: {
  card: TCandidateCard;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  skillLimit?: number;
  moreSkills?: number;
  layout?: "stacked" | "row";
  badge?: React.ReactNode;
  footer?: React.ReactNode;
  /** False where the name is already the heading around the card (the profile dialog's title). */
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = card.avatarUrl && card.avatarUrl !== failedUrl ? card.avatarUrl : null;
  const Heading = `h${headingLevel}` as const;
  const fact = "flex items-center gap-2 text-sm text-gray-700";
  const icon = "size-4 shrink-0 text-gray-500";
  const skills = cardSkills(card.skills, skillLimit, moreSkills);
  return (
    <article
      aria-label={t("candidateCard.label", { name: card.name })}
      className={cn("flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-xs", className)}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 text-lg font-semibold text-primary-800"
        >
          {imageUrl ? (
            <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(imageUrl)} />
          ) : (
            initialsOf(card.name)
          )}
        </span>
        <div className="min-w-0 flex-1">
          {showName ? (
            <Heading className="truncate text-base font-semibold text-gray-900">
              <bdi>{card.name}</bdi>
            </Heading>
          ) : null}
          <p dir="auto" className={cn("text-sm break-words", card.headline ? "text-gray-700" : "text-gray-500 italic")}>
            {card.headline ?? t("candidateCard.noHeadline")}
          </p>
        </div>
        {badge ? <div className="shrink-0">{badge}</div> : null}
      </div>
      <ul className={cn("mt-4", layout === "row" ? "flex flex-wrap gap-x-5 gap-y-2" : "space-y-2")}>
        <li className={fact}>
          <MapPin aria-hidden="true" className={icon} />
          {card.location ?? t("candidateCard.noLocation")}
        </li>
        <li className={fact}>
          <Briefcase aria-hidden="true" className={icon} />
          {t("candidateCard.years", { count: card.yearsOfExperience })}
        </li>
        <li className={fact}>
          <Clock aria-hidden="true" className={icon} />
          {card.availability
            ? t("candidateCard.availability", {
                availability: t(`seekerProfile.availabilities.${card.availability}`),
              })
            : t("candidateCard.availabilityUnknown")}
        </li>
        {card.willingToRelocate ? (
          <li className={fact}>
            <Plane aria-hidden="true" className={icon} />
            {t("candidateCard.relocate")}
          </li>
        ) : null}
      </ul>
      {skills.shown.length > 0 ? (
        <div className="mt-4">
          <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">{t("candidateCard.skills")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {skills.shown.map((skill) => (
              <li key={skill} className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-800">
                {skill}
              </li>
            ))}
            {skills.more > 0 ? (
              <li className="rounded-full border border-gray-200 px-2.5 py-1 text-xs font-medium text-gray-700">
                <span aria-hidden="true">{t("seekers.moreSkills", { count: skills.more })}</span>
                <span className="sr-only">{t("seekers.moreSkillsLabel", { count: skills.more })}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {/* Cards side by side end alike: the resume line and the actions sit at the bottom. */}
      <div aria-hidden="true" className="min-h-4 flex-1" />
      <p className={cn(fact, "border-t border-gray-100 pt-3")}>
        <FileText aria-hidden="true" className={icon} />
        <span className="min-w-0 truncate">
          {card.resumeTitle ? t("candidateCard.resume", { title: card.resumeTitle }) : t("candidateCard.noResume")}
        </span>
      </p>
      {footer ? <div className="mt-4">{footer}</div> : null}
    </article>
  );
}
