// Revoked sessions in memory (API.md: logout ends its own access token at once, on every instance).
// Each access token carries its session id (`sid`, the refresh-token family of its login). Logout
// writes the sid to revoked_sessions and announces it with NOTIFY on the live channel in the same
// transaction; every instance's LiveHub keeps the set (loaded from the table whenever its LISTEN
// connection comes up, so nothing announced while it was down is missed) and checks a token
// against it without a query. An entry lives as long as a token of that session can (its
// verlooptOp), then it is pruned.

export class RevokedSessions {
  private readonly until = new Map<string, number>();
  private lastPrune = 0;

  add(sid: string, verlooptOpMs: number): void {
    const known = this.until.get(sid);
    if (known === undefined || known < verlooptOpMs) this.until.set(sid, verlooptOpMs);
  }

  isRevoked(sid: string, nowMs: number): boolean {
    if (nowMs - this.lastPrune > 60_000) this.prune(nowMs);
    const until = this.until.get(sid);
    return until !== undefined && until > nowMs;
  }

  /** Drops the entries whose tokens have all expired. */
  prune(nowMs: number): void {
    this.lastPrune = nowMs;
    for (const [sid, until] of this.until) if (until <= nowMs) this.until.delete(sid);
  }

  get size(): number {
    return this.until.size;
  }
}

/** The NOTIFY payload that announces a revoked session (on the live channel, beside the live signals). */
export type RevokedSignal = { revokedSid: string; verlooptOp: string };

export function isRevokedSignal(v: unknown): v is RevokedSignal {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as RevokedSignal).revokedSid === 'string' &&
    typeof (v as RevokedSignal).verlooptOp === 'string'
  );
}
