import { describe, expect, it } from "vitest";
import { bundleFocus } from "./return-focus.server";

const config = (quantity: number, chosen: number) => ({
  bundleId: "b",
  quantity,
  sections: [{ sectionId: "s1", products: [{ itemId: "cola", quantity: chosen }] }],
});

describe("focus after a bundle post without JavaScript", () => {
  it("stays on the control used", () => {
    expect(bundleFocus(config(2, 1), "add", "s1", "cola")).toBe("add|s1|cola");
    expect(bundleFocus(config(2, 1), "remove", "s1", "cola")).toBe("remove|s1|cola");
    expect(bundleFocus(config(2, 1), "qty", "+1", "")).toBe("qty|+1");
  });

  it("goes to the twin of a control at its limit", () => {
    expect(bundleFocus(config(1, 0), "remove", "s1", "cola")).toBe("add|s1|cola");
    expect(bundleFocus(config(1, 0), "qty", "-1", "")).toBe("qty|+1");
    expect(bundleFocus(config(99, 0), "qty", "+1", "")).toBe("qty|-1");
  });
});
