// A dish's picture (decorative: the dish's name is beside it), shown when the page runs scripts.
// Without JavaScript, the lite order (an old phone, 2G, a data saver) leaves the pictures out: the
// browser takes the empty source that `(scripting: none)` names and fetches nothing, and the
// no-JavaScript stylesheet hides the box (`JS_ONLY`). `loading="lazy"` cannot do this, as browsers
// ignore it when scripting is off: a menu category's 26 pictures were 37 kB of its 50 kB.
// A browser that knows neither `<picture>` nor the media feature shows the picture. Decision 035.
// The image, not the `<picture>`, carries `JS_ONLY`: NetSurf's parser does not know `<source>` is
// empty and nests what follows inside it, so a hidden `<picture>` hid the rest of its list.
import { JS_ONLY } from "../../styles/scripting";
import * as s from "./dish-picture.css";

/** A transparent 1 × 1 GIF: a source that costs no request. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** Only when the page runs scripts: a preload of a picture (its `media`). */
export const WITH_SCRIPTS = "(scripting: enabled)";

export function DishPicture({ src, className, width, height }: { src: string; className: string; width: number; height: number }) {
  return (
    <picture className={s.picture}>
      <source media="(scripting: none)" srcSet={NOTHING} />
      <img className={`${className} ${JS_ONLY}`} src={src} alt="" width={width} height={height} loading="lazy" />
    </picture>
  );
}
