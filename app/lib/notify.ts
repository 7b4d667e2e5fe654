import { toast } from "sonner";

// The failure toasts still on screen, so a later success can take them away.
const failureIds = new Set<string | number>();

/** The one way to show a toast: a title and a description, destructive for failures. */
export function notify(options: { title: string; description?: string; variant?: "default" | "destructive" }) {
  if (options.variant === "destructive") {
    const id = toast.error(options.title, {
      description: options.description,
      onDismiss: () => failureIds.delete(id),
      onAutoClose: () => failureIds.delete(id),
    });
    failureIds.add(id);
    return;
  }
  toast.success(options.title, { description: options.description });
}

/** Takes away the failure toasts of earlier attempts, once an attempt has succeeded. */
export function dismissFailures() {
  for (const id of failureIds) toast.dismiss(id);
  failureIds.clear();
}
