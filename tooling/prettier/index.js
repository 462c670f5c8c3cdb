// The one formatter configuration of the workspace (root package.json: "prettier": "@ikv/prettier-config").
// `pnpm format` writes it, `pnpm format:check` (part of `pnpm test`, so CI) fails on an unformatted file.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  semi: true,
  arrowParens: 'always',
  endOfLine: 'lf',
  proseWrap: 'preserve',
};
