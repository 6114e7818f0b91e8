import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Only the React Router plugin: no styles, no custom server entry.
export default defineConfig({
  plugins: [reactRouter()],
});
