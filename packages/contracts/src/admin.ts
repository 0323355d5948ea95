import { z } from 'zod';
import { EMAIL_PATTERN } from './auth';
import { LIMITS } from './constants';
import { ACCOUNT_MESSAGES } from './messages';

// The operator's back office (docs/product.md#back-office): what every screen shares — roles,
// lists, the audit log, staff accounts and the dashboard. Each area's shapes live in
// admin-<area>.ts.

export const STAFF_ROLES = ['operator', 'admin'] as const;
const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

export const ADMIN_MESSAGES = {
  forbidden: 'This part of the site is for the operator’s staff only.',
  adminOnly: 'Only an administrator can do this.',
  notStaff: 'No staff member has this id.',
  staffEmailTaken: 'An account with this e-mail already exists.',
  staffInvited: 'Invitation sent.',
  notYourself: 'You cannot disable or change the role of your own account.',
  saved: 'Saved',
  deleted: 'Deleted',
  conflict: 'Someone changed this in the meantime. Please reload and try again.',
} as const;

/** '' and absent mean the same: no search. */
const search = z
  .string()
  .trim()
  .max(100, 'Search at most 100 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

/** `?overdue=true`: a yes/no filter; absent means no filter. */
export const queryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/**
 * Every back-office list: searched (`q`), sorted (`sort`, `order`) and paged (`limit`, `offset`)
 * on the server, never the whole table. Each list adds its own filters.
 */
export function adminListQuery<const S extends readonly [string, ...string[]]>(sorts: S, defaultOrder: 'asc' | 'desc' = 'desc') {
  return z.object({
    q: search,
    sort: z.enum(sorts).default(sorts[0]),
    order: z.enum(['asc', 'desc']).default(defaultOrder),
    limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(25),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });
}

/** One page of a list and how many rows match the filters in all. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
}

export const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const staffRef = z.object({ uuid: z.uuid(), name: z.string(), email: z.string() });

// ── Audit log ────────────────────────────────────────────────────────────────────────────

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for changes made with the CLI (`actor_label` says 'cli'). */
  actor: staffRef.nullable(),
  actor_label: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuery = adminListQuery(['created_at']).extend({
  entity_type: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(80).optional(),
  action: z.string().trim().max(60).optional(),
  actor: z.uuid().optional(),
});
export const auditPage = pageOf(auditEntrySchema);

// ── Staff ────────────────────────────────────────────────────────────────────────────────

export const staffMemberSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuery = adminListQuery(['name', 'email', 'created_at'], 'asc').extend({
  role: staffRole.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export const staffPage = pageOf(staffMemberSchema);

export const staffInviteInput = z.object({
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailFormat),
  name: z.string().trim().min(1, 'Please enter a name').max(120),
  role: staffRole.default('operator'),
});
export type StaffInviteInput = z.input<typeof staffInviteInput>;

export const staffRoleInput = z.object({ role: staffRole });

// ── Dashboard ────────────────────────────────────────────────────────────────────────────

export const dashboardSchema = z.object({
  inquiries: z.object({ waiting: z.number().int(), overdue: z.number().int() }),
  /** This calendar month in the operator's time zone; cancelled bookings left out. */
  bookings_this_month: z.object({ month: z.string(), count: z.number().int(), value_usd: z.number() }),
  departures_filling_up: z.array(
    z.object({
      uuid: z.uuid(),
      trip_uuid: z.uuid(),
      trip_name: z.string(),
      start_date: z.string(),
      seats_total: z.number().int(),
      seats_left: z.number().int(),
    }),
  ),
  emails: z.object({ failed: z.number().int(), retrying: z.number().int() }),
  moderation: z.object({ testimonials: z.number().int(), ratings: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof dashboardSchema>;
