import { requireAdmin } from '../../../../server/auth/request';
import { getDb } from '../../../../server/db';
import { route } from '../../../../server/http';
import { changeToolRequestStatus, toolRequestStatusSchema } from '../../../../server/services/admin';
import { adminWrite } from '../../../../server/services/adminForms';

/**
 * POST {requestId, status}: sets a tool request's status (its requester sees it on /app-request),
 * recorded in the audit trail. JSON → {changed, request}; the dashboard's form → 303 back to it.
 * 400 names the field, 404 for an unknown request.
 */
export const { POST, ALL } = route({
  POST: async (context) => {
    const { user: admin } = await requireAdmin(context);
    const db = await getDb();
    return adminWrite(
      context,
      toolRequestStatusSchema,
      'tool-requests',
      'status-changed',
      (input) => changeToolRequestStatus(db, { id: admin.id, email: admin.email }, input),
      (error) => (error.status === 404 ? 'not-found' : 'failed'),
    );
  },
});
