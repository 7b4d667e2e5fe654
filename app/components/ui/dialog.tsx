import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef } from "react";
import { cn } from "~/lib/cn";

// A centred modal dialog (Radix Dialog): focus is trapped inside, Escape and the overlay close
// it, and focus returns to the button that opened it.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogDescription = DialogPrimitive.Description;

/**
 * Focus goes back to what opened the dialog when it closes, also when it was opened by state
 * rather than by a DialogTrigger (Radix alone returns it to a trigger only).
 */
export function useRestoreFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}

export function DialogContent({
  title,
  closeLabel,
  className,
  children,
}: {
  title: string;
  closeLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const restoreFocus = useRestoreFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-950/50" />
      <DialogPrimitive.Content
        {...restoreFocus}
        className={cn(
          "fixed start-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rtl:translate-x-1/2",
          "overflow-y-auto rounded-xl border border-gray-200 bg-white p-5 shadow-xl sm:p-6",
          "focus-visible:outline-none",
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="pt-2 text-lg font-semibold text-gray-900">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className={cn(
              "-me-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 hover:text-gray-900",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
            )}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
