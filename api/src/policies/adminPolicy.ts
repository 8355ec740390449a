import type { Actor } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';

/**
 * What the admin area allows (admin-and-data-model.md §6): any active admin moderates;
 * managing admin accounts needs a super_admin. The server itself (the CLI, jobs, the start-up
 * bootstrap) acts as a `system` actor and may do both: whoever runs it already holds the
 * database.
 */
export type AdminAction = 'moderate' | 'manageAdmins';

function canAdmin(actor: Actor, action: AdminAction): boolean {
  if (actor.type === 'system') return true;
  if (actor.type !== 'admin' || !actor.admin.isActive) return false;
  return action === 'moderate' || actor.admin.role === 'super_admin';
}

/** Throws 401 for a caller that is no active admin, 403 for a plain admin managing admins. */
export function authorizeAdmin(actor: Actor, action: AdminAction): void {
  if (canAdmin(actor, action)) return;
  if (actor.type === 'admin' && actor.admin.isActive) {
    throw forbidden('Only super admins can manage admin users');
  }
  throw unauthorized('Admin sign-in required');
}

/** The acting admin's id, for `decided_by`-style columns (null for the system). */
export function actingAdminId(actor: Actor): string | null {
  return actor.type === 'admin' ? actor.admin.id : null;
}
