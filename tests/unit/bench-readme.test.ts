// npm run bench writes its report into the README's performance section (bench/lib/readme.js).
import { describe, expect, it } from "vitest";
import { END, START, withLatestRun } from "../../bench/lib/readme.js";

describe("the README's copy of the latest bench run", () => {
  it("replaces what stood between the markers and keeps the rest", () => {
    const readme = `# Site\n\n## Performance\n\n${START}\n\nold table\n\n${END}\n\nBudgets follow.\n`;
    expect(withLatestRun(readme, "| new | table |\n")).toBe(
      `# Site\n\n## Performance\n\n${START}\n\n| new | table |\n\n${END}\n\nBudgets follow.\n`,
    );
  });

  it("leaves a README without both markers alone", () => {
    expect(withLatestRun(`no markers`, "table")).toBeNull();
    expect(withLatestRun(`${END} then ${START}`, "table")).toBeNull();
  });

  it("the project's README has the markers, in order", async () => {
    const { readFileSync } = await import("node:fs");
    expect(withLatestRun(readFileSync("README.md", "utf8"), "table")).not.toBeNull();
  });
});
