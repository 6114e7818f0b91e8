export type BrandCode = "uk" | "ie";
