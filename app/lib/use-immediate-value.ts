import { useState } from "react";

/**
 * The value a URL-driven control shows: the user's pick at once, then the URL's value as soon as
 * that changes. Without it a controlled select or radio springs back to the old value for a
 * moment: the navigation's state reaches React in a transition, after the input event.
 */
export function useImmediateValue(value: string): [string, (next: string) => void] {
  const [picked, setPicked] = useState<{ over: string; value: string } | null>(null);
  // The URL moved on (the pick arrived, or Back, or another control): forget the pick, or it
  // would come back when the URL returns to the value it was picked over.
  if (picked && picked.over !== value) setPicked(null);
  const shown = picked && picked.over === value ? picked.value : value;
  return [shown, (next: string) => setPicked({ over: value, value: next })];
}
