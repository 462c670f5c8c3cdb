import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema, schemaForSubmit } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('imports once, however often it is preloaded and loaded', async () => {
    let imports = 0;
    const schema = z.object({ a: z.string() });
    const lazy = lazySchema(async () => {
      imports++;
      return schema;
    });
    expect(imports).toBe(0);
    lazy.preload();
    lazy.preload();
    expect(await lazy.load()).toBe(schema);
    expect(await lazy.load()).toBe(schema);
    expect(imports).toBe(1);
  });

  it('tries again after a failed import (a dropped connection), and a preload never throws', async () => {
    let imports = 0;
    const schema = z.string();
    const lazy = lazySchema(async () => {
      if (++imports === 1) throw new Error('network');
      return schema;
    });
    lazy.preload();
    await expect(lazy.load()).rejects.toThrow('network');
    expect(await lazy.load()).toBe(schema);
    expect(imports).toBe(2);
  });

  it('hands the schema out at once only after it has loaded', async () => {
    const schema = z.string();
    const lazy = lazySchema(async () => schema);
    expect(lazy.loaded()).toBeUndefined();
    lazy.preload();
    expect(lazy.loaded()).toBeUndefined(); // still on its way
    await lazy.load();
    expect(lazy.loaded()).toBe(schema);
  });

  it('has nothing to hand out after a failed import', async () => {
    const lazy = lazySchema(async () => {
      throw new Error('network');
    });
    await expect(lazy.load()).rejects.toThrow('network');
    expect(lazy.loaded()).toBeUndefined();
  });
});

describe('schemaForSubmit', () => {
  it('loads the schema when it has not loaded yet, and hands it out at once after that', async () => {
    let imports = 0;
    const schema = z.string();
    const lazy = lazySchema(async () => {
      imports++;
      return schema;
    });
    const failed: string[] = [];
    expect(await schemaForSubmit(lazy, () => failed.push('load'))).toBe(schema);
    expect(await schemaForSubmit(lazy, () => failed.push('load'))).toBe(schema);
    expect(imports).toBe(1);
    expect(failed).toEqual([]);
  });

  it('says so and answers undefined when the schema cannot load; the next submit tries again', async () => {
    let imports = 0;
    const schema = z.string();
    const lazy = lazySchema(async () => {
      if (++imports === 1) throw new Error('network');
      return schema;
    });
    const failed: string[] = [];
    expect(await schemaForSubmit(lazy, () => failed.push('load'))).toBeUndefined();
    expect(failed).toEqual(['load']);
    expect(await schemaForSubmit(lazy, () => failed.push('load'))).toBe(schema);
    expect(failed).toEqual(['load']);
  });
});
