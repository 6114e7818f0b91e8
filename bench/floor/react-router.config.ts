// The floor: the smallest React Router framework app, server-rendered, with the same future flags as
// the site (../../react-router.config.ts). bench/run.js builds it with the project's own CLI.
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
