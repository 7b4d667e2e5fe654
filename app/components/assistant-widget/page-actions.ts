// The local commands' effects on the page the widget is open on: its main
// form (inside <main>) and search box, scrolling and the browser's history. Values are set the
// way typing sets them (the element's own value setter, then an input event), so React and the
// form libraries see the change.
import type { TLocalEffect, TPageFacts } from "./local-command-plan";
import { isTextField, sampleFieldFor, type TSampleField } from "./form-fields";

type TField = HTMLInputElement | HTMLTextAreaElement;

function mainElement(): HTMLElement | null {
  return document.querySelector("main");
}

function isUsable(field: TField): boolean {
  return !field.disabled && !field.readOnly && field.type !== "hidden" && field.getClientRects().length > 0;
}

function fieldsOf(form: HTMLFormElement): TField[] {
  return [...form.querySelectorAll<TField>("input, textarea")].filter(isUsable);
}

/** The page's search box: a search field, else the text field of a search form. */
function pageSearchInput(): HTMLInputElement | null {
  const main = mainElement();
  if (!main) return null;
  const candidates = [
    ...main.querySelectorAll<HTMLInputElement>('input[type="search"]'),
    ...main.querySelectorAll<HTMLInputElement>('[role="search"] input[type="text"], [role="search"] input:not([type])'),
  ];
  return candidates.find((input) => isUsable(input) && input.form) ?? null;
}

/**
 * The page's main form: the first form in <main> with a field one can type in, search forms
 * last (a page with a search bar and a form means the form).
 */
export function mainForm(): HTMLFormElement | null {
  const main = mainElement();
  if (!main) return null;
  const forms = [...main.querySelectorAll("form")].filter((form) => fieldsOf(form).some(isTextField));
  return forms.find((form) => form.getAttribute("role") !== "search") ?? forms[0] ?? null;
}

export function pageFacts(): TPageFacts {
  return { hasForm: mainForm() !== null, hasSearchInput: pageSearchInput() !== null };
}

function setValue(field: TField, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

function fillForm(form: HTMLFormElement, samples: Record<TSampleField, string>) {
  for (const field of fieldsOf(form)) {
    const sample = sampleFieldFor({
      tagName: field.tagName,
      type: field.type,
      autocomplete: field.getAttribute("autocomplete") ?? "",
      name: field.name,
      id: field.id,
    });
    if (sample) setValue(field, samples[sample]);
  }
}

function clearForm(form: HTMLFormElement) {
  for (const field of fieldsOf(form)) if (isTextField(field) && field.value) setValue(field, "");
}

export interface TEffectEnvironment {
  navigate: (to: string | number) => void;
  samples: Record<TSampleField, string>;
}

/** Carries out a planned effect on this page. */
export function applyEffect(effect: TLocalEffect, environment: TEffectEnvironment) {
  switch (effect.type) {
    case "navigate":
      environment.navigate(effect.path);
      return;
    case "scroll": {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const top = effect.to === "top" ? 0 : document.documentElement.scrollHeight;
      window.scrollTo({ top, behavior: reduced ? "auto" : "smooth" });
      return;
    }
    case "history":
      if (effect.action === "refresh") window.location.reload();
      else environment.navigate(effect.action === "back" ? -1 : 1);
      return;
    case "form": {
      const form = mainForm();
      if (!form) return;
      if (effect.action === "fill") fillForm(form, environment.samples);
      else if (effect.action === "clear") clearForm(form);
      else form.requestSubmit();
      return;
    }
    case "pageSearch": {
      const input = pageSearchInput();
      if (!input?.form) return;
      const form = input.form;
      setValue(input, effect.term);
      // Submitted once React has drawn the typed words: a form that keeps them in its state reads them then.
      requestAnimationFrame(() => form.requestSubmit());
      return;
    }
    case "none":
      return;
  }
}
