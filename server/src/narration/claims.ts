import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { narrationClaims } from '../db/schema';

export interface SynthesisClaim {
  /** Gives the key up, for another process to synthesise or to find in the cache. */
  release(): Promise<void>;
}

export interface SynthesisClaimsOptions {
  /** How long a claim lasts unless renewed; a crashed owner blocks others this long. */
  leaseMs?: number;
}

/**
 * Which process synthesises a narration key. Whoever holds the claim synthesises; others
 * wait for the result to reach the cache. Leases use the database's clock, which every
 * process shares.
 */
export class SynthesisClaims {
  private readonly leaseMs: number;

  constructor(
    private readonly db: Database,
    options: SynthesisClaimsOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
  }

  /** The claim on `key`, or null while another process holds it. */
  async tryClaim(key: string): Promise<SynthesisClaim | null> {
    const owner = randomUUID();
    const [claimed] = await this.db
      .insert(narrationClaims)
      .values({ key, owner, claimedUntil: this.leaseEnd() })
      .onConflictDoUpdate({
        target: narrationClaims.key,
        set: { owner, claimedUntil: this.leaseEnd() },
        setWhere: lt(narrationClaims.claimedUntil, sql`now()`),
      })
      .returning({ owner: narrationClaims.owner });
    if (claimed?.owner !== owner) return null;

    const mine = and(eq(narrationClaims.key, key), eq(narrationClaims.owner, owner));
    // Renewed well before the lease ends, for as long as the job waits and runs.
    const renewal = setInterval(() => {
      this.db
        .update(narrationClaims)
        .set({ claimedUntil: this.leaseEnd() })
        .where(mine)
        .catch(() => undefined);
    }, this.leaseMs / 3);
    renewal.unref();
    return {
      release: async () => {
        clearInterval(renewal);
        await this.db.delete(narrationClaims).where(mine);
      },
    };
  }

  private leaseEnd() {
    return sql`now() + ${`${this.leaseMs} milliseconds`}::interval`;
  }
}
