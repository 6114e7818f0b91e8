import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/build/", "**/.react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "public/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    // Type-aware rules: each file is read with the tsconfig project that includes it
    // (tsconfig.app.json, tsconfig.server.json or tsconfig.tests.json).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // React's event handlers may return a promise; nothing else that expects void may.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      // A switch with a default branch is exhaustive; one without must name every member of the union.
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/entry.server.tsx", "app/context.ts"],
    rules: {
      // Route modules and components reach data through context services only.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/db/**", "**/server/providers/**", "**/server/seed/**"], message: "Ask context services instead." },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly", setTimeout: "readonly" } },
  },
);
