// docs/webhooks.md gives receivers a TypeScript `verify`; `pnpm demo:integration`
// (scripts/integration-session.ts) checks every webhook of its session with that function, copied as a
// receiver copies it. The copy must stay the documented text, or the session proves nothing about the docs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe("the webhook check of docs/webhooks.md and the session's", () => {
  it('the session verifies with the documented TypeScript function, word for word', () => {
    const docs = read('docs/webhooks.md');
    const block = /TypeScript \(Node\):\n\n```ts\n([\s\S]*?)```/.exec(docs)?.[1];
    const fn = block?.slice(block.indexOf('function verify('));
    expect(fn).toMatch(/^function verify\([\s\S]+\n}\n$/);
    expect(read('scripts/integration-session.ts')).toContain(fn);
  });
});
