/** Where the panel sits: above the button, at the end corner; full width less margins on a phone. */
export const PANEL_FRAME_CLASSES =
  "fixed bottom-20 end-4 z-40 flex h-96 max-h-[calc(100dvh-6rem)] w-80 flex-col overflow-hidden rounded-xl " +
  "border border-gray-200 bg-white shadow-xl max-sm:start-4 max-sm:w-auto print:hidden";
