// Code reads as named steps (docs/architecture.md): no function over 80 lines, and no React component
// over 150 (a component lays out a page; past that it gets sub-components for its sections, hooks for
// its state and handlers). One definition for the packages that hold them; each names its own files
// (its sources, never its tests).
const maxLines = (max) => ({
  'max-lines-per-function': ['error', { max, skipBlankLines: true, skipComments: true }],
});

/** The function-length rule over `files`, tests left out. */
export function functionLength(files) {
  return { files, ignores: ['**/*.test.ts'], rules: maxLines(80) };
}

/** The component budget over `files` (the .tsx sources), tests left out. */
export function componentLength(files) {
  return { files, ignores: ['**/*.test.tsx'], rules: maxLines(150) };
}
