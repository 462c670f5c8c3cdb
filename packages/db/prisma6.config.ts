// Prisma 6.19 CLI config, for migrations only (run through scripts/migrate.mjs; see NOTES.md §2c).
// Prisma 7.10 cannot migrate offline (native schema-engine); 6.19 can, with its WASM engine and a
// driver adapter. adapter-pg needs three patches for that, all below. Pin prisma6 and adapter-pg.
import { PrismaPg } from '@prisma/adapter-pg';
import type { PoolConfig } from 'pg';
import { defineConfig } from 'prisma6/config';

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>;
type Query = Parameters<Adapter['queryRaw']>[0];
type Fields = { fields: { dataTypeID: number }[] };
type Internals = { performIO(q: Query): Promise<Fields>; onError(e: unknown): never };

function pgConfig(url: string): PoolConfig {
  const u = new URL(url); // discrete fields: pg lets a connectionString override `database`
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.slice(1),
    allowExitOnIdle: true, // else ~10 s wait for idle clients
  };
}

// 1. adapter-pg cannot map Postgres "char" (OID 18): read it as text, declare ColumnType Character (6).
const CHAR_OID = 18;
const TEXT_OID = 25;
const COLUMN_TYPE_CHARACTER = 6;
function charColumns(adapter: Adapter): Adapter {
  const internals = adapter as unknown as Internals;
  const queryRaw = adapter.queryRaw; // unbound: called on `view` below
  const performIO = internals.performIO.bind(adapter);
  adapter.queryRaw = async (query) => {
    const charCols: number[] = [];
    const view = Object.create(adapter, {
      performIO: {
        value: async (q: Query) => {
          const res = await performIO(q);
          res.fields.forEach((f, i) => {
            if (f.dataTypeID === CHAR_OID) {
              f.dataTypeID = TEXT_OID;
              charCols.push(i);
            }
          });
          return res;
        },
      },
    }) as Adapter;
    const out = await queryRaw.call(view, query);
    for (const i of charCols) (out.columnTypes as number[])[i] = COLUMN_TYPE_CHARACTER;
    return out;
  };
  return adapter;
}

// 2. executeScript splits on ';', which breaks $$-quoted function bodies: send the script whole
// (one simple query = one implicit transaction, as Prisma's native engine does).
function wholeScripts(adapter: Adapter): Adapter {
  const pool = adapter.underlyingDriver() as { query(sql: string): Promise<unknown> };
  adapter.executeScript = async (script) => {
    await pool.query(script).catch((e: unknown) => (adapter as unknown as Internals).onError(e));
  };
  return adapter;
}

const patched = (adapter: Adapter) => wholeScripts(charColumns(adapter));

// 3. adapter-pg drops the shadow DB before closing its pool (and via connectionString connects to the
// main DB): close first, then DROP … WITH (FORCE).
class PrismaPgMigrate extends PrismaPg {
  constructor(private readonly cfg: PoolConfig) {
    super(cfg);
  }
  override async connect() {
    return patched(await super.connect());
  }
  override async connectToShadowDb() {
    const admin = await new PrismaPg(this.cfg).connect();
    const name = `prisma_shadow_${process.pid}_${Date.now()}`;
    await admin.executeScript(`CREATE DATABASE "${name}"`);
    const shadow = patched(await new PrismaPg({ ...this.cfg, database: name }).connect());
    const close = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await close();
      await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.dispose();
    };
    return shadow;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: '.prisma6/schema.prisma', // prisma/schema.prisma plus the dummy `url` 6.19 insists on
  migrations: { path: 'prisma/migrations' },
  adapter: async () =>
    new PrismaPgMigrate(pgConfig(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:54329/postgres')),
});
