import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 7 * 24 * 60 * 60;

export interface AccessClaims {
  userId: number;
  companyId: number;
  profile: string;
  sessionId: string;
  tokenVersion: number;
}

export interface RefreshClaims {
  userId: number;
  sessionId: string;
  jti: string;
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Access tokens remembered as verified; the oldest are forgotten first beyond this. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  private readonly accessKey: Uint8Array;
  private readonly refreshKey: Uint8Array;
  /**
   * Access tokens already verified, with their claims and expiry (seconds). Every request carries one
   * and the signature check was a tenth of the CPU of a ticket list; the session, user and company are
   * still read from the database on every request, so revocation stays immediate.
   */
  private readonly verifiedAccess = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secrets: { jwtSecret: string; jwtRefreshSecret: string },
    private readonly clock: Clock,
  ) {
    this.accessKey = new TextEncoder().encode(secrets.jwtSecret);
    this.refreshKey = new TextEncoder().encode(secrets.jwtRefreshSecret);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    const now = seconds(this.clock.now());
    return new SignJWT({ cid: claims.companyId, profile: claims.profile, sid: claims.sessionId, tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(this.accessKey);
  }

  signRefresh(claims: RefreshClaims): Promise<string> {
    const now = seconds(this.clock.now());
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setJti(claims.jti)
      .setIssuedAt(now)
      .setExpirationTime(now + REFRESH_TOKEN_SECONDS)
      .sign(this.refreshKey);
  }

  async verifyAccess(token: string): Promise<VerifyResult<AccessClaims>> {
    const known = this.verifiedAccess.get(token);
    if (known) {
      if (seconds(this.clock.now()) < known.exp) return { ok: true, claims: known.claims };
      this.verifiedAccess.delete(token);
    }
    const result = await this.verify(token, this.accessKey);
    if (!result.ok) return result;
    const { sub, cid, profile, sid, tv, exp } = result.payload;
    if (typeof cid !== 'number' || typeof profile !== 'string' || typeof sid !== 'string' || typeof tv !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    const claims = { userId: Number(sub), companyId: cid, profile, sessionId: sid, tokenVersion: tv };
    if (typeof exp === 'number') this.remember(token, claims, exp);
    return { ok: true, claims };
  }

  private remember(token: string, claims: AccessClaims, exp: number): void {
    if (this.verifiedAccess.size >= VERIFIED_CACHE_SIZE) this.verifiedAccess.delete(this.verifiedAccess.keys().next().value!);
    this.verifiedAccess.set(token, { claims, exp });
  }

  async verifyRefresh(token: string): Promise<VerifyResult<RefreshClaims>> {
    const result = await this.verify(token, this.refreshKey);
    if (!result.ok) return result;
    const { sub, sid, jti } = result.payload;
    if (typeof sid !== 'string' || typeof jti !== 'string') return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId: Number(sub), sessionId: sid, jti } };
  }

  private async verify(token: string, key: Uint8Array) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: this.clock.now() });
      if (!payload.sub || !/^\d+$/.test(payload.sub)) return { ok: false as const, reason: 'invalid' as const };
      return { ok: true as const, payload };
    } catch (error) {
      return { ok: false as const, reason: error instanceof errors.JWTExpired ? ('expired' as const) : ('invalid' as const) };
    }
  }
}
