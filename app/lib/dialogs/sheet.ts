// The bottom sheet's numbers (spec: "Sheet animation 300 ms; drag-dismiss at 30% of height or
// 200 px"; breakpoint 550 px) and the one rule a drag is judged by. Shared by the styles and the
// pointer handling, so both say the same thing (docs/decisions/009-bottom-sheets.md).

/** How long the sheet takes to slide up when it opens and down when it is dismissed. */
export const SHEET_MS = 300;
/** Up to this width every modal is a bottom sheet (in-app it always is). */
const SHEET_MAX_WIDTH_PX = 550;
export const SHEET_MEDIA = `screen and (max-width: ${SHEET_MAX_WIDTH_PX}px)`;
const DRAG_DISMISS_FRACTION = 0.3;
const DRAG_DISMISS_PX = 200;

/**
 * Whether a sheet of `height` px released after a drag of `distance` px down closes. Either
 * condition is enough ("30% of its height or 200 px"), so the smaller of the two is the line: a
 * short sheet closes at 30 % of its height, a tall one (over 667 px) at 200 px. Below it the sheet
 * springs back.
 */
export function dragDismisses(distance: number, height: number): boolean {
  if (!(distance > 0)) return false;
  return distance >= Math.min(height * DRAG_DISMISS_FRACTION, DRAG_DISMISS_PX);
}
