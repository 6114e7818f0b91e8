// Makes a burst of requests truly simultaneous for a test: the calls a gate wraps (a password
// verification, a code look-up) are held until every try of the burst has either reached the gate
// or been answered. So no checked try finishes, and counts nothing after the fact, before the last
// try has arrived: a limit that counts only after the check lets the whole burst through.

export interface BurstGate {
  /** Expects a burst of `tries` requests; until `close`, wrapped calls wait. */
  open(tries: number): void;
  /** A wrapped call: waits for the burst (at most 10 s) when the gate is open. */
  hold(): Promise<void>;
  /** One request of the burst was answered. */
  answered(): void;
  close(): void;
}

function burstGate(): BurstGate {
  let tries = 0;
  let arrived = 0;
  let done = 0;
  const waiting: (() => void)[] = [];
  const release = () => waiting.splice(0).forEach((go) => go());
  const check = () => {
    if (tries && arrived + done >= tries) release();
  };
  return {
    open(n) {
      tries = n;
      arrived = 0;
      done = 0;
    },
    async hold() {
      if (!tries) return;
      arrived++;
      const go = new Promise<void>((resolve) => waiting.push(resolve));
      check();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([go, new Promise<void>((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
    },
    answered() {
      done++;
      check();
    },
    close() {
      tries = 0;
      release();
    },
  };
}

/** The gates the API tests wrap around slow or decisive checks (see vi.mock in those tests). */
export const gates = { password: burstGate(), codeLookup: burstGate(), voucherLookup: burstGate() };
