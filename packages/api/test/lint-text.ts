// The lint tests' linter: ESLint with a folder's own configuration, run on planted text without type
// information (no program is built; the one type-aware rule, on floating promises, is off), so a test
// shows which rules refuse which lines of the text at a given path.
import { join } from 'node:path';
import { ESLint } from 'eslint';

interface Problem {
  line: number;
  ruleId: string | null;
}

/** Lints `code` as if it were the file `file` under `cwd` (with `cwd`'s eslint.config.js); the problems found. */
export function untypedLinter(cwd: string): (file: string, code: string) => Promise<Problem[]> {
  const eslint = new ESLint({
    cwd,
    overrideConfig: [
      {
        languageOptions: { parserOptions: { projectService: false } },
        rules: { '@typescript-eslint/no-floating-promises': 'off' },
      },
    ],
  });
  return async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: join(cwd, file) });
    return (result?.messages ?? []).map((m) => ({ line: m.line, ruleId: m.ruleId }));
  };
}
