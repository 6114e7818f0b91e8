// Loaded through Vite (see pages.ts): the Express app with the React Router server build and a
// test runtime, all from one module graph so the routes and the app share React Router itself.
import * as build from "virtual:react-router/server-build";
import { createApp } from "../../server/app";
import { testRuntime, type TestRuntimeOptions } from "./runtime";

export async function pageApp(env: Record<string, string> = {}, opts: TestRuntimeOptions = {}) {
  const t = await testRuntime(env, undefined, opts);
  return { t, app: createApp({ runtime: t.runtime, build }) };
}
