// What the browser's code needs of the paint-first transform (app/lib/paint-first.server.ts,
// which runs on the server only and uses Node's streams): the id of the style that keeps
// transitions off until the page is hydrated (root.tsx removes it).

// Chrome sometimes works out the style of the page's first elements before the stylesheet has
// arrived, and then animates every element with a colour transition from the browser's default
// blue to its real colour as the page first appears. Transitions are off until the page is
// hydrated (root.tsx removes this style; without scripting it never applies).
export const NO_TRANSITIONS_ID = "hw-no-transitions";
export const NO_TRANSITIONS_STYLE = `<style id="${NO_TRANSITIONS_ID}">@media (scripting:enabled){*,::before,::after{transition:none!important}}</style>`;
