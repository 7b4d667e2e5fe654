import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "@common": path.resolve(import.meta.dirname, "common"),
    },
  },
  build: {
    rolldownOptions: {
      // Rolldown's report of slow plugins (Tailwind's one pass over the sources) is noise here.
      checks: { pluginTimings: false },
      output: {
        // Fewer, larger chunks for what every page loads: on a phone each request costs a round
        // trip before the first paint (Lighthouse counted ~36 script preloads on the home page,
        // a dozen of them single icons of a few hundred bytes).
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
