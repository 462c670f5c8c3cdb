import { describe, expect, it, vi } from 'vitest';

describe('getLiveHub', () => {
  it('gives every copy of the module in a process the same hub per database (server.ts and Next’s bundle load their own)', async () => {
    const url = 'postgres://live-hub-test@127.0.0.1:1/none';
    const first = await import('./live-hub.ts');
    vi.resetModules();
    const second = await import('./live-hub.ts');
    expect(second).not.toBe(first);
    expect(second.getLiveHub(url)).toBe(first.getLiveHub(url));
    expect(first.getLiveHub(`${url}-other`)).not.toBe(first.getLiveHub(url));
  });
});
