// What the builder's hooks share with the page that composes them.

export type TTab = "build" | "preview";

/** The one action in progress: its button spins and the others wait. */
export type TBusy = "save" | "download" | "summary" | "enhance" | "import" | "export" | "list-action" | null;

export interface TBuilderUi {
  busy: TBusy;
  setBusy: (busy: TBusy) => void;
  showTab: (tab: TTab) => void;
  /** Says why in a toast, keeps the draft, and sends the person to sign in and back. */
  requireSignIn: (description: string) => void;
}
