// Money is an integer number of minor units (pence, cents). It becomes text only here.
export type Minor = number;

/** `1250` → `£12.50`; negative amounts keep their sign before the symbol. */
export function formatMoney(minor: Minor, symbol: string): string {
  if (!Number.isInteger(minor)) throw new TypeError(`money must be an integer, got ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const units = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, "0");
  return `${sign}${symbol}${units}.${cents}`;
}
