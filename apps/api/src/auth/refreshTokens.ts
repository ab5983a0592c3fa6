// Refresh tokens: random, stored only as a sha-256 hash, single use. Each use rotates the token within its family (one
// family per sign-in); presenting a spent token again means it leaked, so the whole family is revoked and every
// session built on it ends. A family lives REFRESH_TOKEN_TTL from its sign-in, not from its last use: rotation hands
// the successor the same expiry, so a session kept busy still ends (issue 46: every refresh renewed the 30 days).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { refreshTokens } from '../db/schema.ts';
import { messages } from '@siipro/domain';
import { ApiError } from '@siipro/server';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

export interface RotatedRefreshToken extends IssuedRefreshToken {
  userId: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const invalid = () => new ApiError('UNAUTHENTICATED', messages.session.invalidRefreshToken);

export class RefreshTokenStore {
  constructor(
    private readonly db: Database,
    private readonly options: { ttlSeconds: number; clock: Clock; logger: Logger },
  ) {}

  /** A new token: a new family unless one is given (rotation), which also gives the family's expiry. */
  async issue(
    userId: string,
    family: { familyId: string; expiresAt: Date } = { familyId: randomUUID(), expiresAt: this.newExpiry() },
  ): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const now = this.options.clock.now();
    const { familyId, expiresAt } = family;
    await this.db
      .insert(refreshTokens)
      .values({ userId, familyId, tokenHash: hashRefreshToken(token), expiresAt, createdAt: now });
    return { token, expiresAt };
  }

  private newExpiry(): Date {
    return new Date(this.options.clock.now().getTime() + this.options.ttlSeconds * 1000);
  }

  /**
   * Whose session the token opens, without spending it: the refresh route asks Firebase about that person first, so a
   * lookup that fails leaves the token usable. Null for a token that would be refused anyway.
   */
  async holderOf(token: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: refreshTokens.userId, usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .limit(1);
    return row && !row.usedAt && !row.revokedAt ? row.userId : null;
  }

  /** Ends every session of a person (an admin's order, or a Firebase account found disabled); how many ended. */
  async revokeAllOf(userId: string): Promise<number> {
    const families = await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.options.clock.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), isNull(refreshTokens.usedAt)))
      .returning({ familyId: refreshTokens.familyId });
    return new Set(families.map((row) => row.familyId)).size;
  }

  /** Spends the token and returns its successor, or rejects with 401 (revoking the family on reuse). */
  async rotate(token: string): Promise<RotatedRefreshToken> {
    const now = this.options.clock.now();
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .limit(1);
    if (!row || row.revokedAt) throw invalid();
    if (row.usedAt) {
      await this.revokeFamily(row.familyId, 'reuse');
      throw invalid();
    }
    if (row.expiresAt.getTime() <= now.getTime()) throw invalid();

    // Claim it atomically: of two concurrent uses only one wins; the loser is a reuse like any other.
    const claimed = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await this.revokeFamily(row.familyId, 'reuse');
      throw invalid();
    }
    const next = await this.issue(row.userId, { familyId: row.familyId, expiresAt: row.expiresAt });
    return { ...next, userId: row.userId };
  }

  /** Logout: ends the family the token belongs to. Unknown tokens are ignored (logout always succeeds). */
  async revokeFamilyOf(token: string): Promise<void> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .limit(1);
    if (row) await this.revokeFamily(row.familyId, 'logout');
  }

  private async revokeFamily(familyId: string, reason: 'reuse' | 'logout'): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.options.clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    if (reason === 'reuse') this.options.logger.warn({ familyId }, 'refresh token reused: family revoked');
  }
}
