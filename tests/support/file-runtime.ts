// A test file's own runtime (its own database), for tests that call the services directly.
import { afterAll, beforeAll } from "vitest";
import { testRuntime } from "./runtime";

/** One test runtime for a test file, up before its tests and closed after: `const t = fileRuntime(); … t().runtime`. */
export function fileRuntime(env: Record<string, string> = {}) {
  let t: Awaited<ReturnType<typeof testRuntime>> | undefined;
  beforeAll(async () => {
    t = await testRuntime(env);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  return () => {
    if (!t) throw new Error("the file's test runtime is not up yet");
    return t;
  };
}
