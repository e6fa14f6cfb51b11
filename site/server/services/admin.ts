import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import {
  adminActions,
  errorReports,
  sessions,
  toolRequests,
  toolRequestStatuses,
  userRoles,
  users,
  type AdminActionKind,
  type UserRole,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { userSearchCondition } from './adminReports';

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
  const [e] = await db
    .select({ n: count() })
    .from(errorReports)
    .where(gt(errorReports.createdAt, new Date(now.getTime() - 86_400_000)));
  return {
    users: u!.users,
    admins: u!.admins,
    premium: u!.premium,
    verified: u!.verified,
    activeSessions: s!.n,
    errorsLastDay: e!.n,
  };
}

export const ADMIN_PAGE_SIZE = 50;
/** Longest user search (characters, after trimming). */
export const USER_SEARCH_MAX_CHARS = 100;

/**
 * Users, newest first; `q` keeps those whose e-mail or name contains it (case-insensitive), `role`
 * those with that role.
 */
export async function listUsers(
  db: Database,
  {
    limit = ADMIN_PAGE_SIZE,
    offset = 0,
    q,
    role,
  }: { limit?: number; offset?: number; q?: string | undefined; role?: UserRole | undefined } = {},
) {
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
    .where(and(userSearchCondition(q), role ? eq(users.role, role) : undefined))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset(offset);
}

/** Who acts: the signed-in admin. */
export interface AdminActor {
  id: string;
  email: string;
}

export const YOUR_OWN_ROLE = 'You cannot change your own role.';
export const CONFIGURED_ADMIN = 'This account is an admin through PERCH_ADMIN_EMAILS; remove it there first.';
export const USER_NOT_FOUND = 'No such user';
export const TOOL_REQUEST_NOT_FOUND = 'No such tool request';

const uuidField = (name: string) =>
  z
    .string(`${name} must be a string`)
    .trim()
    .pipe(z.uuid(`${name} must be an id (UUID)`));

/** POST /api/admin/users/role (JSON or the dashboard's form). */
export const roleChangeSchema = z.strictObject({
  userId: uuidField('userId'),
  role: z.enum(userRoles, `role must be one of: ${userRoles.join(', ')}`),
});

/** POST /api/admin/tool-requests/status (JSON or the dashboard's form). */
export const toolRequestStatusSchema = z.strictObject({
  requestId: uuidField('requestId'),
  status: z.enum(toolRequestStatuses, `status must be one of: ${toolRequestStatuses.join(', ')}`),
});

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function recordAction(
  tx: Tx,
  actor: AdminActor,
  entry: {
    action: AdminActionKind;
    targetType: string;
    targetId: string;
    targetLabel: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    at: Date;
  },
) {
  const [row] = await tx
    .insert(adminActions)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      before: entry.before,
      after: entry.after,
      createdAt: entry.at,
    })
    .returning();
  return row!;
}

/**
 * Makes a user an admin or a plain user again, and records it in the audit trail in the same
 * transaction (a change to the role it already has changes and records nothing). The row is
 * locked while it is read, so two admins changing one user at once are recorded one after the
 * other with true before values. `saveRole` tells the accounts provider first (Clerk keeps the
 * role in publicMetadata). 404 for an unknown user; 409 for the admin's own account and for
 * demoting an account PERCH_ADMIN_EMAILS names.
 */
export async function changeUserRole(
  db: Database,
  actor: AdminActor,
  input: z.infer<typeof roleChangeSchema>,
  {
    saveRole,
    configuredAdmins = new Set<string>(),
    now,
  }: {
    saveRole?: (user: { id: string; externalId: string | null }, role: UserRole) => Promise<void>;
    configuredAdmins?: Set<string>;
    now?: Date;
  } = {},
) {
  if (input.userId === actor.id) throw new HttpError(409, YOUR_OWN_ROLE);
  const [target] = await db
    .select({ id: users.id, email: users.email, externalId: users.externalId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!target) throw new HttpError(404, USER_NOT_FOUND);
  // Every sign-in makes these accounts admins again: a demotion here would not last.
  if (input.role !== 'admin' && configuredAdmins.has(target.email)) throw new HttpError(409, CONFIGURED_ADMIN);
  await saveRole?.(target, input.role);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (!row) throw new HttpError(404, USER_NOT_FOUND);
    if (row.role === input.role) return { changed: false as const, user: row };
    // Taken once the row is locked, so the trail's times follow the order the changes applied in.
    const at = now ?? new Date();
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: at })
      .where(eq(users.id, row.id))
      .returning({ id: users.id, email: users.email, role: users.role });
    await recordAction(tx, actor, {
      action: 'user.role',
      targetType: 'user',
      targetId: row.id,
      targetLabel: row.email,
      before: { role: row.role },
      after: { role: input.role },
      at,
    });
    return { changed: true as const, user: updated! };
  });
}

/**
 * Sets a tool request's status (the requester sees it on /app-request) and records it in the
 * audit trail in the same transaction; the same status again changes and records nothing.
 */
export async function changeToolRequestStatus(
  db: Database,
  actor: AdminActor,
  input: z.infer<typeof toolRequestStatusSchema>,
  now?: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: toolRequests.id, name: toolRequests.name, status: toolRequests.status })
      .from(toolRequests)
      .where(eq(toolRequests.id, input.requestId))
      .for('update');
    if (!row) throw new HttpError(404, TOOL_REQUEST_NOT_FOUND);
    if (row.status === input.status) return { changed: false as const, request: row };
    const at = now ?? new Date();
    const [updated] = await tx
      .update(toolRequests)
      .set({ status: input.status, updatedAt: at })
      .where(eq(toolRequests.id, row.id))
      .returning({ id: toolRequests.id, name: toolRequests.name, status: toolRequests.status });
    await recordAction(tx, actor, {
      action: 'tool_request.status',
      targetType: 'tool_request',
      targetId: row.id,
      targetLabel: row.name,
      before: { status: row.status },
      after: { status: input.status },
      at,
    });
    return { changed: true as const, request: updated! };
  });
}
