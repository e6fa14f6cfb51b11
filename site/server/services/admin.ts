import { count, desc, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { errorReports, sessions, users } from '../db/schema';

export interface AdminOverview {
  users: number;
  admins: number;
  premium: number;
  verified: number;
  activeSessions: number;
  errorsLastDay: number;
}

export async function adminOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const [u] = await db
    .select({
      users: count(),
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
      premium: sql<number>`count(*) filter (where ${users.hasPermission})`.mapWith(Number),
      verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)`.mapWith(Number),
    })
    .from(users);
  const [s] = await db.select({ n: count() }).from(sessions).where(gt(sessions.expiresAt, now));
  const [e] = await db.select({ n: count() }).from(errorReports).where(gt(errorReports.createdAt, new Date(now.getTime() - 86_400_000)));
  return { users: u!.users, admins: u!.admins, premium: u!.premium, verified: u!.verified, activeSessions: s!.n, errorsLastDay: e!.n };
}

export const ADMIN_PAGE_SIZE = 50;

export async function listUsers(db: Database, { limit = ADMIN_PAGE_SIZE, offset = 0 } = {}) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      hasPermission: users.hasPermission,
      emailVerifiedAt: users.emailVerifiedAt,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(limit)
    .offset(offset);
}
