// npm run bench writes a summary of its run into the README's performance section (bench/lib/readme.js).
import { describe, expect, it } from "vitest";
import { END, START, summaryOf, withLatestRun } from "../../bench/lib/readme.js";

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

  it("sums a run up against the budgets, leaving the compressed row out, and links the whole report", () => {
    const floor = { rps: 1000, p99: 100 };
    const page = (label: string, rps: number, p99: number, js: number) => ({
      label,
      floor: "page",
      paired: floor,
      rps,
      p99,
      js: { gzipBytes: js },
    });
    const summary = summaryOf({
      headerLine: "2026-12-03 18:00 UTC · Node v24",
      rows: [
        page("Page `/`", 800, 60, 110_000),
        page("Page `/basket`", 520, 140, 124_500),
        page("Page `/basket` compressed, as browsers ask", 300, 200, 124_500),
      ],
      floors: { page: { js: { gzipBytes: 108_500 } } },
      lighthouse: [
        { label: "/", performance: 100 },
        { label: "/basket", performance: 98 },
      ],
    });
    expect(summary).toContain("2026-12-03 18:00 UTC · Node v24");
    expect(summary).toContain("52–80 % (budget ≥ 50 %): met");
    expect(summary).toContain("0.60–1.40 × the bare page's (budget ≤ 1.5 ×): met");
    expect(summary).toContain("/, /basket: 100, 98 (budget 100): **missed**");
    expect(summary).toContain("+1.5–16.0 kB gzipped (budget ≤ 16 kB): met");
    expect(summary).toContain("[bench/last-run.md](bench/last-run.md)");
  });

  it("shows the bare page's Lighthouse score beside the budget's pages without counting it", () => {
    const floor = { rps: 1000, p99: 100 };
    const summary = summaryOf({
      headerLine: "run",
      rows: [{ label: "Page `/`", floor: "page", paired: floor, rps: 800, p99: 60, js: { gzipBytes: 110_000 } }],
      floors: { page: { js: { gzipBytes: 108_500 } } },
      lighthouse: [
        { label: "/", performance: 100 },
        { label: "Floor: bare React Router page /", performance: 89, floor: true },
      ],
    });
    expect(summary).toContain("Lighthouse mobile performance on /: 100 (budget 100; the bare page: 89): met");
  });
});
