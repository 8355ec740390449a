import type { AdminRole } from '#shared/schemas/admin';

/** How a role reads in the sidebar, the admin users table and the invitations. */
export const ROLE_LABEL: Record<AdminRole, string> = { admin: 'Admin', super_admin: 'Super Admin' };
