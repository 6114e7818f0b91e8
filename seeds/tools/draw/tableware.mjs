// Plates, bowls, dip pots, dough balls, herb specks and the round diet badge.
import { f, scatter } from "./kit.mjs";

// ---------- tableware ----------
export const plate = (a, cx = 200, cy = 150, R = 128) =>
  (a.detail === 1 ? `<ellipse cx="${cx + 3}" cy="${cy + 8}" rx="${R}" ry="${R - 4}" fill="#000" opacity=".1"/>` : "") +
  `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#fdfcf9" stroke="#e3dccf" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${Math.round(R * 0.78)}" fill="none" stroke="#eee7da" stroke-width="2"/>`;
export const bowl = (a, inner = "#f7f3ea") =>
  (a.detail === 1 ? `<ellipse cx="204" cy="158" rx="128" ry="124" fill="#000" opacity=".1"/>` : "") +
  `<circle cx="200" cy="150" r="128" fill="#fff" stroke="#ddd5c6" stroke-width="4"/><circle cx="200" cy="150" r="104" fill="${inner}"/>`;
export const pot = (cx, cy, R, colour, fleck = null) =>
  `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#fff" stroke="#d9d2c4" stroke-width="3"/><circle cx="${cx}" cy="${cy}" r="${f(R * 0.78)}" fill="${colour}"/><path d="M${f(cx - R * 0.4)} ${cy}q${f(R * 0.2)}-${f(R * 0.35)} ${f(R * 0.45)}-${f(R * 0.1)}t${f(R * 0.3)} ${f(R * 0.15)}" fill="none" stroke="#fff" stroke-width="3" opacity=".45" stroke-linecap="round"/>` +
  (fleck
    ? `<circle cx="${f(cx + R * 0.2)}" cy="${f(cy + R * 0.3)}" r="2" fill="${fleck}"/><circle cx="${f(cx - R * 0.3)}" cy="${f(cy + R * 0.2)}" r="2" fill="${fleck}"/>`
    : "");
/** n dots of one colour in a disc (herbs, crumbs, bubbles). */
export function specks(a, n, cx, cy, R, colour, size = 2, opacity = 1) {
  let s = `<g fill="${colour}"${opacity === 1 ? "" : ` opacity="${opacity}"`}>`;
  for (const [x, y] of scatter(a.rnd, a.n(n), cx, cy, R, 5)) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${size}"/>`;
  return s + "</g>";
}
export function ball(a, x, y, R = 19) {
  a.def(
    "db",
    '<circle r="19" fill="#dca35a"/><circle cx="-2" cy="-2" r="14.5" fill="#f0c985"/><circle cx="-7" cy="-8" r="4.5" fill="#fbe7c0"/>',
  );
  return R === 19 ? a.use("db", x, y) : `<use href="#db" transform="translate(${f(x)} ${f(y)})scale(${(R / 19).toFixed(2)})"/>`;
}
export const ring = (n, cx, cy, R, phase = 0) =>
  Array.from({ length: n }, (_, i) => [cx + Math.cos(phase + (i / n) * 2 * Math.PI) * R, cy + Math.sin(phase + (i / n) * 2 * Math.PI) * R]);
export const badge = (x, y, text, bg) =>
  `<circle cx="${x}" cy="${y}" r="26" fill="${bg}"/><text x="${x}" y="${y + 6}" font-family="Arial,Helvetica,sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${text}</text>`;
