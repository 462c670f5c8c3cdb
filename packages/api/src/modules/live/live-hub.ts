// The live feed's read side in one app instance: ONE dedicated PostgreSQL connection LISTENs on
// the ikv_live channel (not a pooled Prisma connection: a pool hands connections back and forth,
// LISTEN needs one that stays). When a signal names a user with a subscription here, the hub reads
// the new rows of ALL its subscribed users after its own cursor in ONE query on that connection and
// hands each row to that user's subscriptions: a chat message to 1 000 open tabs is one query, not
// 1 000 (signals that arrive meanwhile are folded into the next read). A signal carries no content
// and the cursor only moves over rows read, so a missed signal loses nothing: after the connection
// comes back (with backoff, e.g. after a PostgreSQL restart) the hub reads everything after its
// cursor. Ids are in commit order (publish.ts), which is what makes one cursor safe. A subscription
// catches up from its Last-Event-ID by itself and skips what it already has. The cross-instance
// part is PostgreSQL's NOTIFY; the in-memory map only fans out inside this process.
import type pg from 'pg';
import {
  closeListenClient,
  findActiveRevocations,
  findBackendPid,
  findEventsOfUsersAfter,
  findMaxEventId,
  listen,
  newListenClient,
  type LiveEventRow,
} from './live.repository.ts';
import { LIVE_CHANNEL, type LiveSignal } from './publish.ts';
import { isRevokedSignal, RevokedSessions } from './revoked-sessions.ts';
import { ActorCache, isActorChangedSignal } from './actor-cache.ts';
import { RowCache } from './row-cache.ts';
import { log } from '../../infra/observability/logger.ts';
import { config } from '../../infra/config.ts';
import type { ClientCaller, ServiceContext } from '../../infra/service-context.ts';

/** One subscription as the hub sees it. */
interface LiveListener {
  /** new rows of its user, in id order (may include rows it already has: it skips ids up to its own last) */
  push(rows: LiveEventRow[]): void;
  /** the hub cannot vouch for what came before (its first LISTEN): read your own rows after your last id */
  resync(): void;
  /** the session (`sid`) the stream was opened with: it ends when that session is revoked */
  sid?: string | null;
  /** the user's role, session version, e-mail or existence changed: check the credential again (end if it is dead) */
  recheck?(): void;
  /** the credential is dead (its session was revoked): end the stream now */
  end?(): void;
}

const FETCH_BATCH = 1000;

/** The NOTIFY payload of the company_members trigger: the user left a company or his role in it changed. */
type MembershipChangedSignal = { membershipChanged: string; companyId: string };

function isMembershipChangedSignal(v: unknown): v is MembershipChangedSignal {
  return typeof v === 'object' && v !== null && typeof (v as MembershipChangedSignal).membershipChanged === 'string';
}

/** The NOTIFY payload of the api_clients and organisaties triggers: what a client's calls read of it changed. */
type ClientChangedSignal = { clientChanged: string };

function isClientChangedSignal(v: unknown): v is ClientChangedSignal {
  return typeof v === 'object' && v !== null && typeof (v as ClientChangedSignal).clientChanged === 'string';
}

/**
 * An API client as its token's calls need it (modules/integraties/client-auth.ts): the caller but
 * for the token's scopes, and the scopes the client holds. Null: no such client, or revoked.
 */
export type CachedClient = { caller: Omit<ClientCaller, 'scopes'>; held: readonly string[] } | null;

type LiveHubOptions = {
  /** Connection for LISTEN: DATABASE_LISTEN_URL (a direct, session-mode URL behind PgBouncer), else DATABASE_URL. */
  url: string;
  log?: (msg: string, e?: unknown) => void;
  /** first and longest wait before reconnecting (ms) */
  backoff?: { min: number; max: number };
};

/**
 * What a service that reaches the live feed's hub takes beside the ServiceContext (infra knows nothing
 * of the hub). The request context carries it (`AppContext`, app.ts).
 */
export interface LiveContext {
  /** the live feed's hub (tests pass their own; default: one per DATABASE_URL) */
  live?: LiveHub;
}

export class LiveHub {
  private readonly listeners = new Map<string, Set<LiveListener>>();
  /** every row up to here has been handed to the listeners of its user; null before the first LISTEN */
  private cursor: bigint | null = null;
  private fetching = false;
  private fetchAgain = false;
  /** reads of new rows so far (tests: one per wake, whatever the number of subscriptions) */
  fetches = 0;
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  /** resolves when LISTEN is active (tests wait for it) */
  private readyWaiters: (() => void)[] = [];
  /** sessions ended by logout (revoked_sessions), kept here so no request needs a query */
  readonly revokedSessions = new RevokedSessions();
  private revocationsLoaded = false;
  /**
   * who each user is (role, e-mail, session version, deleted), so no request needs a query for it;
   * used only while LISTEN is up (see actorCache), emptied whenever the connection (re)starts,
   * an entry dropped whenever the users trigger announces a change (actor-cache.ts)
   */
  readonly actors = new ActorCache();
  /** the API clients behind tokens, on the same terms (row-cache.ts; migration 20261130151000_client_changed_notify) */
  readonly clients = new RowCache<CachedClient>();
  private revocationWaiters: (() => void)[] = [];

  constructor(private readonly options: LiveHubOptions) {}

  /** Registers a subscription of a user; returns the function that removes it. Starts listening on first use. */
  subscribe(userId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    this.ensureConnected();
    return () => {
      const s = this.listeners.get(userId);
      if (!s) return;
      s.delete(listener);
      if (s.size === 0) this.listeners.delete(userId);
    };
  }

  /** A session ended (logout, sign-out): refuse its credential from now on and end its open streams. */
  revoke(sid: string, untilMs: number): void {
    this.revokedSessions.add(sid, untilMs);
    for (const set of this.listeners.values())
      for (const listener of [...set]) if (listener.sid === sid) listener.end?.();
  }

  /** A user's session version, role, e-mail or existence changed: forget the cached actor, let his streams check their credential. */
  actorChanged(userId: string): void {
    this.actors.invalidate(userId);
    for (const listener of [...(this.listeners.get(userId) ?? [])]) listener.recheck?.();
  }

  /** What an API client's calls read of its row or organisation changed: forget the cached client. */
  clientChanged(apiClientId: string): void {
    this.clients.invalidate(apiClientId);
  }

  /**
   * A user left a company or his role in it changed (Trust IV): end his open streams, which carry that
   * company's events; each reconnects with its current credential and gets only what is his from then on.
   */
  membershipChanged(userId: string): void {
    for (const listener of [...(this.listeners.get(userId) ?? [])]) listener.end?.();
  }

  /** Number of registered wakers (for leak checks). */
  listenerCount(): number {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** The actor cache while it can be trusted (LISTEN is up, so every change reaches it), else null. */
  actorCache(): ActorCache | null {
    this.ensureConnected();
    return this.client ? this.actors : null;
  }

  /** The client cache while it can be trusted (LISTEN is up, so every change reaches it), else null. */
  clientCache(): RowCache<CachedClient> | null {
    this.ensureConnected();
    return this.client ? this.clients : null;
  }

  /** Resolves once the LISTEN connection is up. */
  ready(): Promise<void> {
    this.ensureConnected();
    if (this.client) return Promise.resolve();
    return new Promise((res) => this.readyWaiters.push(res));
  }

  /** The backend pid of the LISTEN connection (tests terminate it to prove the reconnect). */
  async backendPid(): Promise<number | null> {
    if (!this.client) return null;
    return findBackendPid(this.client);
  }

  /**
   * Resolves once the revoked sessions have been loaded at least once (true), or false after
   * `timeoutMs` (the caller then asks the database itself). Starts listening on first use.
   */
  revocationsReady(timeoutMs: number): Promise<boolean> {
    this.ensureConnected();
    if (this.revocationsLoaded) return Promise.resolve(true);
    return new Promise((res) => {
      const done = () => {
        clearTimeout(timer);
        res(true);
      };
      const timer = setTimeout(() => {
        this.revocationWaiters = this.revocationWaiters.filter((w) => w !== done);
        res(false);
      }, timeoutMs);
      timer.unref?.();
      this.revocationWaiters.push(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const c = this.client;
    this.client = null;
    if (c) await closeListenClient(c);
  }

  private log(msg: string, e?: unknown) {
    (this.options.log ?? ((m: string, err?: unknown) => log().error({ err }, m)))(msg, e);
  }

  private ensureConnected() {
    if (this.closed || this.client || this.connecting || this.retryTimer) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = null;
    });
  }

  private async connect(): Promise<void> {
    const first = this.cursor === null;
    const client = newListenClient(this.options.url);
    const lost = (e?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      this.forgetCached();
      if (!this.closed) this.log('[live] LISTEN connection lost, reconnecting', e);
      void closeListenClient(client);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => {
      if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
      try {
        const parsed: unknown = JSON.parse(msg.payload);
        if (isActorChangedSignal(parsed)) {
          this.actorChanged(parsed.actorChanged);
          return;
        }
        if (isClientChangedSignal(parsed)) {
          this.clientChanged(parsed.clientChanged);
          return;
        }
        if (isMembershipChangedSignal(parsed)) {
          this.membershipChanged(parsed.membershipChanged);
          return;
        }
        if (isRevokedSignal(parsed)) {
          this.revoke(parsed.revokedSid, Date.parse(parsed.verlooptOp));
          return;
        }
        const signal = parsed as LiveSignal;
        if (signal.userIds.some((userId) => this.listeners.has(userId))) this.fetchNew();
      } catch (e) {
        this.log('[live] unreadable signal', e);
      }
    });
    try {
      await listen(client, LIVE_CHANNEL);
      // after LISTEN: every revocation is either in the table already or announced from now on
      await this.loadRevocations(client);
      // likewise every live event: the first time, the hub starts at the newest row (what came before
      // is each subscription's own catch-up); after a reconnect it keeps its cursor and reads on
      if (first) this.cursor = await findMaxEventId(client);
    } catch (e) {
      void closeListenClient(client);
      if (!this.closed) this.log('[live] could not LISTEN, retrying', e);
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      await closeListenClient(client);
      return;
    }
    this.client = client;
    this.attempt = 0;
    // whatever was cached before may have changed while no notification could arrive
    this.forgetCached();
    for (const r of this.readyWaiters.splice(0)) r();
    // a stream opened before the first LISTEN was up reads after its own last id (the hub's cursor
    // starts only now); after a reconnect the hub reads what was published while it was not listening
    if (first) this.resyncAll();
    this.fetchNew();
  }

  /** Reads the new rows of every subscribed user and hands them out; one read at a time, signals meanwhile fold into the next. */
  private fetchNew() {
    if (this.fetching) {
      this.fetchAgain = true;
      return;
    }
    const client = this.client;
    if (!client || this.cursor === null || this.listeners.size === 0) return;
    this.fetching = true;
    void (async () => {
      try {
        do {
          this.fetchAgain = false;
          for (;;) {
            this.fetches++;
            const rows = await findEventsOfUsersAfter(client, [...this.listeners.keys()], this.cursor!, FETCH_BATCH);
            this.deliver(rows);
            if (rows.length < FETCH_BATCH) break;
          }
        } while (this.fetchAgain && this.client === client);
      } catch (e) {
        // the connection broke (its reconnect reads on from the cursor) or the query failed: try once more shortly
        if (this.client === client) {
          this.log('[live] reading new events failed, retrying', e);
          setTimeout(() => this.fetchNew(), 1_000).unref?.();
        }
      } finally {
        this.fetching = false;
        // asked for while the read ended on a connection that has been replaced meanwhile
        if (this.fetchAgain) {
          this.fetchAgain = false;
          this.fetchNew();
        }
      }
    })();
  }

  private deliver(rows: LiveEventRow[]) {
    if (rows.length === 0) return;
    const byUser = new Map<string, LiveEventRow[]>();
    for (const row of rows) {
      let list = byUser.get(row.userId);
      if (!list) byUser.set(row.userId, (list = []));
      list.push(row);
    }
    this.cursor = rows.at(-1)!.id;
    for (const [userId, list] of byUser) for (const listener of this.listeners.get(userId) ?? []) listener.push(list);
  }

  private async loadRevocations(client: pg.Client): Promise<void> {
    for (const row of await findActiveRevocations(client)) this.revokedSessions.add(row.sid, row.until.getTime());
    this.revocationsLoaded = true;
    for (const w of this.revocationWaiters.splice(0)) w();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const { min, max } = this.options.backoff ?? { min: 250, max: 5_000 };
    const delay = Math.min(max, min * 2 ** this.attempt);
    this.attempt++;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected();
    }, delay);
    this.retryTimer.unref?.();
  }

  /** Empties the caches the triggers keep honest (the connection (re)started or was lost: a change may have gone unheard). */
  private forgetCached() {
    this.actors.clear();
    this.clients.clear();
  }

  private resyncAll() {
    for (const set of this.listeners.values()) for (const listener of set) listener.resync();
  }
}

/**
 * The hubs on globalThis, like the database client: the app server (server.ts, the live feed's fast
 * path) and Next's bundle each load their own copy of this module, and one LISTEN connection and one
 * set of subscribers per process is the point of a hub.
 */
const globalForHubs = globalThis as unknown as { __ikvLiveHubs?: Map<string, LiveHub> };
const hubs = (globalForHubs.__ikvLiveHubs ??= new Map<string, LiveHub>());

/** The hub a request's context names (tests pass their own), else this process's, else null (no database URL). */
export function instanceHub(live?: LiveHub): LiveHub | null {
  if (live) return live;
  try {
    return getLiveHub();
  } catch {
    return null;
  }
}

/** The hub a request's context names (tests pass their own), else this process's (throws without a database URL). */
export function hubOf(ctx: ServiceContext & LiveContext): LiveHub {
  return ctx.live ?? getLiveHub();
}

/** The instance's hub for a database URL (one LISTEN connection per process and database). */
export function getLiveHub(url = config().databaseListenUrl): LiveHub {
  if (!url) throw new Error('DATABASE_URL is not set: no live feed');
  let hub = hubs.get(url);
  if (!hub) hubs.set(url, (hub = new LiveHub({ url })));
  return hub;
}
