// The app simulator (development only, like /dev/outbox): the site framed at phone size in in-app
// mode, every message it sends to "the app", and buttons that send the app's messages to it, so
// in-app mode can be seen and demonstrated without a phone (docs/native-bridge.md).
import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/dev-app";
import { getApp } from "../context";
import * as s from "../components/in-app/dev-app.css";
import { button, container } from "../styles/ui.css";
import { paths } from "../paths";
import { revalidateUnlessFailed } from "../lib/failed-action";

// A send that fails keeps the page (app/lib/failed-action.ts).
export const shouldRevalidate = revalidateUnlessFailed;

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getApp(context);
  if (!services.devAppSimulator) throw data(null, { status: 404 });
  return { parentOrigin: services.inAppParentOrigin };
}

export function meta() {
  return [{ title: "App simulator (development)" }, { name: "robots", content: "noindex" }];
}

type Logged = { n: number; direction: "from the site" | "to the site"; text: string };

function NumberField({ label, value, onChange }: { label: string; value: number; onChange: (n: number) => void }) {
  const id = `sim-${label.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <span>
      <label htmlFor={id}>{label}</label>
      <br />
      <input id={id} className={s.number} type="number" step="any" value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </span>
  );
}

export default function DevApp({ loaderData }: Route.ComponentProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [log, setLog] = useState<Logged[]>([]);
  const [insets, setInsets] = useState({ top: 44, right: 0, bottom: 34, left: 0 });
  const [where, setWhere] = useState({ latitude: 51.5136, longitude: -0.1365 });
  const [autoAnswer, setAutoAnswer] = useState(true);
  const latest = useRef({ insets, where, autoAnswer });
  latest.current = { insets, where, autoAnswer };
  const counter = useRef(0);

  const note = (direction: Logged["direction"], text: string) =>
    setLog((l) => [{ n: ++counter.current, direction, text }, ...l].slice(0, 200));
  const send = (type: string, payload?: unknown) => {
    const text = JSON.stringify({ type, payload });
    frame.current?.contentWindow?.postMessage(text, loaderData.parentOrigin);
    note("to the site", text);
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const receive = (e: MessageEvent) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== window.location.origin) return;
      const text = typeof e.data === "string" ? e.data : JSON.stringify(e.data);
      note("from the site", text);
      if (!latest.current.autoAnswer) return;
      // Play the app: answer the two requests that expect an answer.
      const type = (JSON.parse(text) as { type?: string }).type;
      if (type === "OOP_INITIALISED") sendRef.current("OOP_INITIALISED", { insets: latest.current.insets });
      if (type === "GET_LOCATION") sendRef.current("LATLONG", latest.current.where);
    };
    window.addEventListener("message", receive);
    return () => window.removeEventListener("message", receive);
  }, []);

  return (
    <div className={container}>
      <h1>App simulator</h1>
      <p>
        The site in the brand’s app, at phone size. Messages are sent to and from the frame as the app would. Framing turns in-app mode on
        for this browser;{" "}
        {/* eslint-disable-next-line no-restricted-syntax -- leaving in-app mode loads the whole page again: the shell changes */}
        <a href={paths.home({ inApp: false })}>leave in-app mode</a> when you are done.
      </p>
      <div className={s.layout}>
        <iframe ref={frame} className={s.phone} src={paths.home({ inApp: true })} title="The site in in-app mode" />
        <div className={s.panel}>
          <p>
            <label>
              <input type="checkbox" checked={autoAnswer} onChange={(e) => setAutoAnswer(e.target.checked)} /> Answer OOP_INITIALISED and
              GET_LOCATION automatically
            </label>
          </p>
          <fieldset className={s.fieldset}>
            <legend>Insets (px)</legend>
            <div className={s.row}>
              {(["top", "right", "bottom", "left"] as const).map((side) => (
                <NumberField key={side} label={side} value={insets[side]} onChange={(n) => setInsets({ ...insets, [side]: n })} />
              ))}
              <button type="button" className={button.secondary} onClick={() => send("OOP_INITIALISED", { insets })}>
                Send insets
              </button>
            </div>
          </fieldset>
          <fieldset className={s.fieldset}>
            <legend>Location</legend>
            <div className={s.row}>
              <NumberField label="Latitude" value={where.latitude} onChange={(n) => setWhere({ ...where, latitude: n })} />
              <NumberField label="Longitude" value={where.longitude} onChange={(n) => setWhere({ ...where, longitude: n })} />
              <button type="button" className={button.secondary} onClick={() => send("LATLONG", where)}>
                Send LATLONG
              </button>
              <button type="button" className={button.quiet} onClick={() => send("LATLONG", { error: "Permission denied" })}>
                Send a location error
              </button>
            </div>
          </fieldset>
          <fieldset className={s.fieldset}>
            <legend>Journey and app events</legend>
            <div className={s.row}>
              <button type="button" className={button.secondary} onClick={() => send("SWITCH_JOURNEY", { journey: "collection" })}>
                Switch to collection
              </button>
              <button type="button" className={button.secondary} onClick={() => send("SWITCH_JOURNEY", { journey: "delivery" })}>
                Switch to delivery
              </button>
              <button type="button" className={button.secondary} onClick={() => send("UPDATE", { showCloseButton: true })}>
                Send the update event
              </button>
            </div>
          </fieldset>
          <h2>Messages</h2>
          <button type="button" className={button.quiet} onClick={() => setLog([])}>
            Clear the list
          </button>
          <ol className={s.log} aria-label="Messages" reversed>
            {log.map((m) => (
              <li key={m.n}>
                {m.direction}: <code>{m.text}</code>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
