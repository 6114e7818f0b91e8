import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // With the environment API the SSR entry must be set here: the Express app (server/entry.ts)
  // is bundled together with the React Router server build.
  environments: {
    // Every style module in one chunk: the site has one stylesheet, which the server inlines in
    // every page (server/http/inline-styles.ts), so no page waits for a stylesheet request.
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "styles", test: /\.css\.ts/ }] } } },
      },
    },
    ssr: {
      build: {
        rollupOptions: { input: "./server/entry.ts" },
      },
    },
  },
  server: { hmr: process.env.NODE_ENV !== "test" },
});
