import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { builtinModules } from "node:module";
import tseslint from "typescript-eslint";

/** The server's features (server/<feature>/): each is imported from outside only through its index.ts. */
const FEATURES = ["accounts", "analytics", "basket", "checkout", "in-app", "loyalty", "menu", "search"];
const throughIndex = "Import another feature through its index.ts (server/<feature>), never one of its modules.";
const featureInternals = (prefix) => ({ regex: `${prefix}(${FEATURES.join("|")})/`, message: throughIndex });

const pureDomain = "domain/ holds pure rules shared by the browser and the server: no I/O, no React.";

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
    // A feature's modules are its own: the server's other features, its wiring and its /api plumbing
    // import a feature through its index.ts. Tests may reach any module they test.
    files: ["server/**/*.{ts,js}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [featureInternals("(^|/)(\\.\\.?/)+")] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "domain/**/*.ts", "content/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [featureInternals("(^|/)server/")] }],
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
            featureInternals("(^|/)server/"),
          ],
        },
      ],
    },
  },
  {
    files: ["domain/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: builtinModules.map((name) => ({ name, message: pureDomain })),
          patterns: [
            { group: ["node:*"], message: pureDomain },
            {
              group: ["react", "react/*", "react-dom", "react-dom/*", "react-router", "react-router/*", "@react-router/*"],
              message: pureDomain,
            },
            { group: ["**/routes", "**/routes/**", "**/components", "**/components/**", "**/lib", "**/lib/**"], message: pureDomain },
            // Types only: a shape declared by the server is erased from the domain's code.
            { group: ["**/server", "**/server/**"], message: pureDomain, allowTypeImports: true },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        ...["fetch", "XMLHttpRequest", "document", "window", "navigator", "localStorage", "sessionStorage", "process"].map((name) => ({
          name,
          message: pureDomain,
        })),
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "MemberExpression[object.name='globalThis'][property.name=/^(fetch|XMLHttpRequest|document|window|navigator|localStorage|sessionStorage|process)$/]",
          message: pureDomain,
        },
      ],
    },
  },
  {
    // The domain's tests and fixtures may read the seed files they check the rules against.
    files: ["domain/**/*.test.ts", "domain/**/*.fixtures.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react/*", "react-dom", "react-dom/*", "react-router", "react-router/*", "@react-router/*"],
              message: pureDomain,
            },
            { group: ["**/routes", "**/routes/**", "**/components", "**/components/**", "**/lib", "**/lib/**"], message: pureDomain },
          ],
        },
      ],
      "no-restricted-globals": "off",
      "no-restricted-syntax": "off",
    },
  },
  {
    // In-site pages are followed with React Router's Link (a client navigation with JavaScript, a
    // plain link without): a bare <a href={paths.…}> reloads the whole page, and in-app repeats the
    // app's handshake. Fragments, files and other origins stay <a>.
    files: ["app/**/*.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href'] CallExpression[callee.object.name='paths']",
          message: "Link to an in-site page with React Router's <Link to>, not <a href>.",
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly", setTimeout: "readonly" } },
  },
);
