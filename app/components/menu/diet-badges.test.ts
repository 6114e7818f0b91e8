import { describe, expect, it } from "vitest";
import { dietBadgeLabels } from "./diet-badges";

describe("dietBadgeLabels", () => {
  it("says each marker once, whether it comes from a diet or a tag", () => {
    expect(dietBadgeLabels(["Spicy"], ["Hot"])).toEqual(["Hot"]);
    expect(dietBadgeLabels(["Vegan", "Vegetarian"], ["New", "vegan"])).toEqual(["Vegan", "Vegetarian", "New"]);
  });
  it("keeps the order: diets first, then tags", () => {
    expect(dietBadgeLabels(["Gluten-Free"], ["Hot", "Hot"])).toEqual(["Gluten-free", "Hot"]);
  });
});
