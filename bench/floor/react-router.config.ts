// The floor: the smallest React Router framework app, server-rendered, with the site's own
// configuration (../../react-router.config.ts). bench/run.js builds it with the project's own CLI.
import type { Config } from "@react-router/dev/config";
import site from "../../react-router.config";

export default { ...site } satisfies Config;
