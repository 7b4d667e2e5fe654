// The match badge and explanation are shared with the candidate directory's profile dialog.
export { CandidateMatchExplanation, MatchScoreBadge } from "~/components/candidates/candidate-match";
