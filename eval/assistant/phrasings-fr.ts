// French phrasings of the assistant's evaluation (the tuning set).
import { ask, nav, search, type TAssistantEvalCase } from "./types";

export const FR: TAssistantEvalCase[] = [
  // Navigation.
  { text: "ouvre les emplois", command: nav("jobs") },
  { text: "Ouvrir le tableau de bord", command: nav("dashboard") },
  { text: "va à mon CV", command: nav("resume") },
  { text: "mon profil", command: nav("profile") },
  { text: "affiche les entreprises", command: nav("companies") },
  { text: "ouvre la page des candidats", command: nav("seekers") },
  { text: "aller aux paramètres", command: nav("settings") },
  { text: "ouvre l'évaluation des compétences", command: nav("skillsAssessment") },
  { text: "publier une offre", command: nav("postJob") },
  { text: "va sur l'administration", command: nav("admin") },
  { text: "retour à l'accueil", command: nav("home") },
  { text: "ouvre l'assistant IA", command: nav("aiAgent") },
  { text: "emmène-moi aux offres d'emploi s'il te plaît", command: nav("jobs") },
  { text: "Accueil", command: nav("home") },
  { text: "peux-tu ouvrir les réglages ?", command: nav("settings") },
  // Scroll and history.
  { text: "défile vers le haut", command: { kind: "scroll", to: "top" } },
  { text: "descends en bas de la page", command: { kind: "scroll", to: "bottom" } },
  { text: "tout en bas", command: { kind: "scroll", to: "bottom" } },
  { text: "remonte", command: { kind: "scroll", to: "top" } },
  { text: "rafraîchis la page", command: { kind: "history", action: "refresh" } },
  { text: "recharger", command: { kind: "history", action: "refresh" } },
  { text: "retour en arrière", command: { kind: "history", action: "back" } },
  { text: "page précédente", command: { kind: "history", action: "back" } },
  { text: "avance d'une page", command: { kind: "history", action: "forward" } },
  // Forms.
  { text: "remplis le formulaire", command: { kind: "form", action: "fill" } },
  { text: "Remplir ce formulaire", command: { kind: "form", action: "fill" } },
  { text: "vide le formulaire", command: { kind: "form", action: "clear" } },
  { text: "efface tous les champs", command: { kind: "form", action: "clear" } },
  { text: "valider le formulaire", command: { kind: "form", action: "submit" } },
  { text: "soumets", command: { kind: "form", action: "submit" } },
  // Search and filter.
  {
    text: "cherche des emplois de développeur à Casablanca",
    command: search("développeur", "/jobs?search=d%C3%A9veloppeur&country=Morocco&city=Casablanca", {
      country: "Morocco",
      city: "Casablanca",
    }),
  },
  {
    text: "recherche des offres React à Dubaï",
    command: search("react", "/jobs?search=react&country=United+Arab+Emirates&city=Dubai", {
      country: "United Arab Emirates",
      city: "Dubai",
    }),
  },
  {
    text: "trouve-moi un poste d'infirmier en télétravail",
    command: search("infirmier", "/jobs?search=infirmier&workType=remote", { workType: "remote" }),
  },
  {
    text: "chercher un stage en marketing au Caire",
    command: search("stage marketing", "/jobs?search=stage+marketing&country=Egypt&city=Cairo", {
      country: "Egypt",
      city: "Cairo",
    }),
  },
  {
    text: "recherche des emplois hybrides à Paris",
    command: search("", "/jobs?country=France&city=Paris&workType=hybrid", {
      country: "France",
      city: "Paris",
      workType: "hybrid",
    }),
  },
  {
    text: "trouve des offres de comptable en Arabie saoudite",
    command: search("comptable", "/jobs?search=comptable&country=Saudi+Arabia", { country: "Saudi Arabia" }),
  },
  { text: "filtrer par télétravail", command: { kind: "filter", term: "télétravail" } },
  { text: "filtre par hybride", command: { kind: "filter", term: "hybride" } },
  { text: "filtre sur temps plein", command: { kind: "filter", term: "temps plein" } },
  // Questions about the app.
  { text: "comment rechercher des emplois ?", ...ask("howTo", { topic: "search" }) },
  { text: "Comment postuler à une offre ?", ...ask("howTo", { topic: "apply" }) },
  { text: "comment télécharger mon CV en PDF", ...ask("howTo", { topic: "pdf" }) },
  { text: "où puis-je suivre mes candidatures ?", ...ask("howTo", { topic: "applications" }) },
  { text: "comment fonctionne le score de correspondance ?", ...ask("howTo", { topic: "match" }) },
  { text: "comment créer une alerte emploi", ...ask("howTo", { topic: "alerts" }) },
  { text: "comment changer mon mot de passe ?", ...ask("howTo", { topic: "account" }) },
  { text: "comment publier une offre d'emploi ?", ...ask("howTo", { topic: "postJob" }) },
  { text: "comment changer la langue du site", ...ask("howTo", { topic: "settings" }) },
  { text: "comment envoyer un message à un recruteur ?", ...ask("howTo", { topic: "messages" }) },
  // Career, skills, interviews, hiring, market.
  { text: "aide-moi à améliorer mes compétences", ...ask("skills") },
  { text: "que devrais-je apprendre pour progresser en data ?", ...ask("skills") },
  { text: "des conseils pour ma carrière", ...ask("careerAdvice") },
  { text: "je veux me reconvertir dans la tech, par où commencer ?", ...ask("careerAdvice") },
  { text: "comment négocier mon salaire", ...ask("careerAdvice") },
  { text: "comment me préparer à un entretien d'embauche ?", ...ask("interviewPrep") },
  { text: "quelles questions pose-t-on en entretien ?", ...ask("interviewPrep") },
  { text: "Peux-tu relire mon CV ?", ...ask("resumeReview") },
  { text: "qu'est-ce qui manque à mon CV ?", ...ask("resumeReview") },
  { text: "suis-je un bon candidat pour ce poste ?", ...ask("jobMatch") },
  { text: "est-ce que ce poste me correspond ?", ...ask("jobMatch") },
  { text: "trouve de bons candidats pour mon offre", ...ask("findCandidates") },
  { text: "des conseils de recrutement ?", ...ask("hiringTips") },
  { text: "comment rédiger une bonne offre d'emploi ?", ...ask("hiringTips") },
  { text: "quel est le salaire moyen d'un développeur au Maroc ?", ...ask("marketInsights") },
  { text: "quelles sont les tendances du marché de l'emploi ?", ...ask("marketInsights") },
  // Searches for the server, greetings.
  {
    text: "je cherche un emploi de développeur React à Dubaï",
    ...ask("jobSearch", { country: "United Arab Emirates", city: "Dubai" }),
  },
  {
    text: "y a-t-il des postes à distance au Maroc ?",
    ...ask("jobSearch", { country: "Morocco", workType: "remote" }),
  },
  {
    text: "des offres en présentiel à Riyad ?",
    ...ask("jobSearch", { country: "Saudi Arabia", city: "Riyadh", workType: "onsite" }),
  },
  { text: "trouve des jobs pour moi", ...ask("jobSearch") },
  { text: "aide-moi à trouver un emploi", ...ask("jobSearch") },
  { text: "Quels métiers recrutent le plus au Maroc ?", ...ask("marketInsights") },
  { text: "Bonjour", ...ask("greeting") },
  { text: "merci beaucoup !", ...ask("greeting") },
  // A second probe, written after the first tuning and scored once before any change (decision
  // 034 gives that score), then tuned on.
  { text: "page d'accueil", command: nav("home") },
  { text: "ouvre le créateur de CV", command: nav("resume") },
  { text: "va voir les entreprises", command: nav("companies") },
  { text: "défile jusqu'en bas", command: { kind: "scroll", to: "bottom" } },
  { text: "reviens en arrière", command: { kind: "history", action: "back" } },
  { text: "efface le formulaire", command: { kind: "form", action: "clear" } },
  {
    text: "cherche des postes d'ingénieur à Lyon",
    command: search("ingénieur", "/jobs?search=ing%C3%A9nieur&country=France&city=Lyon", {
      country: "France",
      city: "Lyon",
    }),
  },
  { text: "filtrer par sur site", command: { kind: "filter", term: "sur site" } },
  { text: "comment ajouter une photo à mon profil ?", ...ask("howTo", { topic: "settings" }) },
  { text: "mon CV est-il assez bon pour des postes seniors ?", ...ask("resumeReview") },
  { text: "quelles sont mes chances pour cette offre ?", ...ask("jobMatch") },
  { text: "montre-moi des candidats pour mon poste de comptable", ...ask("findCandidates") },
  { text: "comment réussir un entretien en visio ?", ...ask("interviewPrep") },
  { text: "des offres de stage à Tunis ?", ...ask("jobSearch", { country: "Tunisia", city: "Tunis" }) },
  { text: "quels langages apprendre en 2026 ?", ...ask("skills") },
  // A third probe, written after the second tuning and scored once before any change (decision
  // 034 gives that score), then tuned on.
  { text: "ouvre le tableau de bord s'il te plaît", command: nav("dashboard") },
  { text: "retourne à la page d'accueil", command: nav("home") },
  { text: "va tout en haut", command: { kind: "scroll", to: "top" } },
  { text: "rafraîchir", command: { kind: "history", action: "refresh" } },
  { text: "complète le formulaire", command: { kind: "form", action: "fill" } },
  {
    text: "cherche des offres de chauffeur à Alger",
    command: search("chauffeur", "/jobs?search=chauffeur&country=Algeria&city=Algiers", {
      country: "Algeria",
      city: "Algiers",
    }),
  },
  { text: "comment voir les offres que j'ai sauvegardées ?", ...ask("howTo", { topic: "savedJobs" }) },
  { text: "donne-moi des conseils pour recruter un développeur", ...ask("hiringTips") },
  { text: "comment me démarquer dans mon secteur ?", ...ask("careerAdvice") },
  { text: "est-ce que mon profil correspond à cette offre ?", ...ask("jobMatch") },
  { text: "combien gagne un infirmier à Dubaï ?", ...ask("marketInsights") },
  {
    text: "je voudrais un emploi hybride à Montréal",
    ...ask("jobSearch", { country: "Canada", city: "Montréal", workType: "hybrid" }),
  },
  // The suggestions the assistant and the widget offer, sent back as they are.
  { text: "Ouvrir la recherche d’emploi", command: nav("jobs") },
  { text: "Remonter en haut", command: { kind: "scroll", to: "top" } },
  { text: "Où en suis-je pour cette offre ?", ...ask("jobMatch") },
  { text: "Comment modifier le profil de mon entreprise ?", ...ask("howTo", { topic: "companyProfile" }) },
  {
    text: "Comment faire avancer les candidats dans le processus de recrutement ?",
    ...ask("howTo", { topic: "pipeline" }),
  },
];
