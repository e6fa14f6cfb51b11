import { PERCH_ADMIN_EMAILS } from 'astro:env/server';
import { parseAdminEmails } from '../../../../server/auth/accounts';
import { requireAdmin } from '../../../../server/auth/request';
import { getDb } from '../../../../server/db';
import { route } from '../../../../server/http';
import { accounts } from '../../../../server/providers/auth';
import { changeUserRole, CONFIGURED_ADMIN, roleChangeSchema, YOUR_OWN_ROLE } from '../../../../server/services/admin';
import { adminWrite } from '../../../../server/services/adminForms';

/**
 * POST {userId, role}: makes a user an admin or a plain user again, recorded in the audit trail.
 * JSON → {changed, user}; the dashboard's form → 303 back to it. 400 names the field, 404 for an
 * unknown user, 409 for the admin's own role or a PERCH_ADMIN_EMAILS admin's demotion.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { user: admin } = await requireAdmin(context);
    const db = await getDb();
    return adminWrite(
      context,
      roleChangeSchema,
      'users',
      'role-changed',
      (input) =>
        changeUserRole(db, { id: admin.id, email: admin.email }, input, {
          saveRole: (user, role) => accounts().saveRole(user, role),
          configuredAdmins: parseAdminEmails(PERCH_ADMIN_EMAILS),
        }),
      (error) =>
        error.message === YOUR_OWN_ROLE
          ? 'own-role'
          : error.message === CONFIGURED_ADMIN
            ? 'configured-admin'
            : error.status === 404
              ? 'not-found'
              : 'failed',
    );
  },
});
