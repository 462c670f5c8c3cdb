// The tests' fingerprint of the database (db-checksum.ts), on which the fuzz and the authorization
// matrix rest their "a rejected request wrote nothing": it must move with every row a request writes,
// also after its first call made it a function of the database, and stay with what it leaves out.
import { createDb, type Db } from '@ikv/db';
import { createTestDatabase } from '@ikv/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_ON_REJECTION, changedTables, dbChecksum } from './db-checksum.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { max: 4 });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

describe('the database checksum', () => {
  it('covers every table, stays while nothing is written, and names the table of every row added, changed or removed', async () => {
    const empty = await dbChecksum(db);
    expect(await dbChecksum(db)).toBe(empty);
    const tables = await db.$queryRaw<
      { t: string }[]
    >`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'`;
    expect(empty.split('|').map((part) => part.split('=')[0])).toEqual(
      tables
        .map((r) => r.t)
        .filter((t) => !CHANGES_ON_REJECTION.has(t))
        .sort(),
    );

    await db.$executeRaw`INSERT INTO outgoing_mail (id, aan, onderwerp, tekst) VALUES ('m1', 'a@example.nl', 'Hallo', 'Tekst')`;
    const added = await dbChecksum(db);
    expect(changedTables(empty, added)).toEqual(['outgoing_mail']);

    await db.$executeRaw`UPDATE outgoing_mail SET tekst = 'Andere tekst' WHERE id = 'm1'`;
    const changed = await dbChecksum(db);
    expect(changedTables(added, changed)).toEqual(['outgoing_mail']);

    // a row written again with the same values was still written (outgoing_mail, above, is fingerprinted
    // by the columns a request writes: its worker updates the others)
    const user = { id: 'u1', email: 'u1@example.nl', passwordHash: 'x', voornaam: 'U', achternaam: 'Een' };
    await db.user.create({ data: user });
    const withUser = await dbChecksum(db);
    await db.user.update({ where: { id: 'u1' }, data: { voornaam: 'U' } });
    expect(changedTables(withUser, await dbChecksum(db))).toEqual(['users']);
    await db.user.delete({ where: { id: 'u1' } });

    await db.$executeRaw`DELETE FROM outgoing_mail WHERE id = 'm1'`;
    expect(await dbChecksum(db)).toBe(empty);
  });

  it('sees a write made on another connection (the function is planned once per connection, read every call)', async () => {
    const before = await dbChecksum(db);
    const other = createDb(database.url, { max: 1 });
    try {
      await other.$executeRaw`INSERT INTO outgoing_mail (id, aan, onderwerp, tekst) VALUES ('m2', 'b@example.nl', 'Hoi', 'Tekst')`;
    } finally {
      await other.$disconnect();
    }
    expect(changedTables(before, await dbChecksum(db))).toEqual(['outgoing_mail']);
  });

  it('leaves out what changes on a rejection by design and what the mail worker marks', async () => {
    const before = await dbChecksum(db);
    await db.$executeRaw`INSERT INTO audit_log (id, actie) VALUES ('a1', 'INLOGGEN_MISLUKT')`;
    await db.$executeRaw`UPDATE outgoing_mail SET status = 'VERZONDEN', pogingen = 1, "verzondenOp" = now() WHERE id = 'm2'`;
    expect(await dbChecksum(db)).toBe(before);
  });
});
