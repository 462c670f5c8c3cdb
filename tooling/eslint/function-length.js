// Code reads as named steps (docs/architecture.md): no function over 80 lines. One definition for the
// packages that hold it; each names its own files (its sources, never its tests; the web leaves out its
// components, which lay out a page).
const maxLines = { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] };

/** The function-length rule over `files`, tests left out. */
export function functionLength(files) {
  return { files, ignores: ['**/*.test.ts'], rules: maxLines };
}
