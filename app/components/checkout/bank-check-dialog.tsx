// 3-D Secure with JavaScript: the card's bank's page in a dialog's frame, so the customer never
// leaves the payment page. The bank sends the frame back to our return address (which, asked by a
// frame, only answers a short page: server/checkout/payment-return.ts); once the frame is back on
// our origin, the page finishes the payment with its own action ('complete-authentication', through
// a fetcher, which no navigation of the page's can cancel) and shows the confirmation, or the
// decline with the form.
import { useEffect, useRef } from "react";
import { Dialog } from "../ui/dialog";
import * as s from "./bank-check-dialog.css";

export interface BankCheck {
  url: string;
  idempotencyKey: string;
  returnPath: string;
}

/** `onBack`: the frame is back on our site; the page finishes the payment (once per arrival). */
export function BankCheckDialog({ check, onClose, onBack }: { check: BankCheck; onClose: () => void; onBack: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // Each page the frame loads counts; the page is finished once for the load that came back.
  const loads = useRef(0);
  const finishedFor = useRef(-1);
  const returned = () => {
    let back: string | null = null;
    try {
      // Readable only once the frame is on our origin again (the bank's page is another origin).
      back = frame.current?.contentWindow?.location.pathname ?? null;
    } catch {
      back = null;
    }
    // Exactly our return address: not the frame's first empty document, nor one between two pages.
    if (finishedFor.current === loads.current || back === null || back !== check.returnPath.split("?")[0]) return;
    finishedFor.current = loads.current;
    onBack();
  };
  // The frame's load says when it is back; a look every second as well, in case a load was missed.
  useEffect(() => {
    const timer = window.setInterval(returned, 1000);
    return () => window.clearInterval(timer);
  });
  return (
    <Dialog title="Confirm with your bank" onClose={onClose}>
      <p>Your bank asks you to confirm this payment. Nothing is charged until you do.</p>
      <iframe
        ref={frame}
        className={s.frame}
        src={check.url}
        title="Your bank's check"
        onLoad={() => {
          // The look may have seen this arrival before its load event: it counts as finished.
          const seen = finishedFor.current === loads.current && loads.current > 0;
          loads.current++;
          if (seen) finishedFor.current = loads.current;
          else returned();
        }}
      />
    </Dialog>
  );
}
