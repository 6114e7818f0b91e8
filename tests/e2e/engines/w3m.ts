// Debian's w3m driven as a person drives it, in a terminal of its own (a detached tmux session,
// 100 × 50): keys are typed, the screen is read back. A control is reached by w3m's own search
// (`/`, a regular expression, forward from the cursor) and used with Enter; a text field is the next
// form element after its label (Tab), filled at w3m's TEXT: prompt; a select's pop-up menu moves
// with `j`. Each page is waited for by its title in w3m's status line ('Viewing <title>').
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const COLUMNS = 100;
const ROWS = 50;
const POLL_MS = 100;
let sessions = 0;

export interface W3m {
  /** The lines on the terminal now. */
  screen(): string[];
  /** Waits until the status line says the page titled so (exactly, or matching) is shown; returns the screen. */
  page(title: string | RegExp, timeout?: number): Promise<string[]>;
  /** Moves the cursor to the next match of `pattern` (w3m's search). */
  find(pattern: string): Promise<void>;
  /** Follows the link or presses the button the next match of `pattern` is in. */
  activate(pattern: string): Promise<void>;
  /** Types `value` into the text field that follows the next match of `label`. */
  fill(label: string, value: string): Promise<void>;
  /** Picks the option `down` places below the chosen one, in the select after the next `label`. */
  choose(label: string, down: number): Promise<void>;
  stop(): void;
}

const tmux = (...args: string[]) => execFileSync("tmux", args, { encoding: "utf8" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts w3m on `url`, keeping cookies for localhost or refusing every cookie. */
export function startW3m(url: string, { cookies }: { cookies: boolean }): W3m {
  // A home of its own: no earlier run's cookies, history or settings.
  const home = mkdtempSync(join(tmpdir(), "w3m-"));
  const name = `w3m-${process.pid}-${++sessions}`;
  const options = cookies
    ? ["-o", "use_cookie=1", "-o", "accept_cookie=1", "-o", "accept_bad_cookie=1", "-o", "cookie_accept_domains=localhost"]
    : ["-o", "use_cookie=0"];
  const command = ["env", `HOME=${home}`, "w3m", ...options, url].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  tmux("new-session", "-d", "-s", name, "-x", String(COLUMNS), "-y", String(ROWS), command);

  const screen = () => tmux("capture-pane", "-p", "-t", name).split("\n");
  const keys = (...k: string[]) => void tmux("send-keys", "-t", name, ...k);
  const typed = (text: string) => void tmux("send-keys", "-t", name, "-l", text);
  const statusLine = () =>
    screen()
      .filter((line) => line.trim() !== "")
      .at(-1) ?? "";

  async function waitFor(check: () => boolean, what: string, timeout: number) {
    const until = Date.now() + timeout;
    while (!check()) {
      if (Date.now() > until) throw new Error(`w3m: no ${what} within ${timeout} ms; the screen:\n${screen().join("\n")}`);
      await sleep(POLL_MS);
    }
  }

  /** Waits until w3m has handled every key sent so far: Ctrl-G puts the cursor's line in the status line. */
  async function settled() {
    keys("C-g");
    await waitFor(() => /^line \d+\/\d+/.test(statusLine()), "answer to Ctrl-G", 5_000);
  }

  /** The line the terminal's cursor (w3m's) is on. */
  const cursorLine = () => screen()[Number(tmux("display", "-p", "-t", name, "#{cursor_y}").trim())] ?? "";

  async function find(pattern: string) {
    keys("/");
    await waitFor(() => statusLine().startsWith("Forward:"), "search prompt", 5_000);
    typed(pattern);
    keys("Enter");
    await settled();
    // w3m's patterns, as these tests write them, read the same as JavaScript's.
    if (!new RegExp(pattern).test(cursorLine()))
      throw new Error(`w3m: ${JSON.stringify(pattern)} is not on the page after the cursor; the screen:\n${screen().join("\n")}`);
  }

  return {
    screen,
    async page(title, timeout = 15_000) {
      const shown = () => /Viewing <(.*)>$/.exec(statusLine().trimEnd())?.[1];
      const is = (t: string | undefined) => t !== undefined && (typeof title === "string" ? t === title : title.test(t));
      await waitFor(() => is(shown()), `page titled ${String(title)}`, timeout);
      return screen();
    },
    find,
    async activate(pattern) {
      await find(pattern);
      keys("Enter");
    },
    async fill(label, value) {
      await find(label);
      keys("Tab", "Enter");
      await waitFor(() => statusLine().startsWith("TEXT:"), "text prompt", 5_000);
      typed(value);
      keys("Enter");
      await settled();
    },
    async choose(label, down) {
      await find(label);
      keys("Tab", "Enter");
      for (let i = 0; i < down; i++) keys("j");
      keys("Enter");
    },
    stop() {
      try {
        tmux("kill-session", "-t", name);
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    },
  };
}
