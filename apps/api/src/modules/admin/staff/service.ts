import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES, type StaffInviteInput, type StaffMember, type StaffRole } from '@safari/contracts/admin';
import { normaliseEmail } from '@safari/contracts/auth';
import type { Db } from '../../../db/client';
import { renderEmail } from '../../../lib/email-template';
import { HttpError, notFound } from '../../../lib/http-errors';
import { hashPassword, newToken } from '../../auth/credentials';
import { enqueueEmail } from '../../outbox/repository';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import { pageOf } from '../paging';
import { toStaffMember } from './mappers';
import * as repo from './repository';

/** An invitation waits three days: long enough across a weekend, short enough to go stale safely. */
const INVITE_LINK_HOURS = 72;

const snapshot = (u: repo.UserRow) => ({ email: u.email, name: u.name, role: u.role, disabled_at: u.disabledAt });

function invitationEmail(name: string, role: StaffRole, link: string) {
  return renderEmail({
    subject: 'Your Safari Tanzania back-office account',
    greeting: `Hello ${name},`,
    paragraphs: [
      `An administrator created a back-office account for you (role: ${role}).`,
      `Open the link below within ${INVITE_LINK_HOURS} hours to choose your password, then sign in on the website.`,
      'If you did not expect this, ignore this e-mail: nothing happens until the link is used.',
    ],
    action: { label: 'Choose my password', url: link },
  });
}

export async function listStaff(db: Db, f: repo.StaffFilters) {
  const { rows, total } = await repo.listStaff(db, f);
  return pageOf(rows.map(toStaffMember), total, f);
}

/**
 * Creates a staff account with an unguessable password nobody knows, and e-mails a one-time
 * link to choose one, all in one transaction with its audit entry.
 */
export async function inviteStaff(
  deps: { db: Db; publicUrl: string },
  actor: Actor,
  input: Required<StaffInviteInput>,
): Promise<StaffMember> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { token, hash } = newToken();
  const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, deps.publicUrl).toString();
  return deps.db.transaction(async (tx) => {
    const user = await repo.insertStaffUser(tx, { email, name: input.name, role: input.role, passwordHash });
    if (!user) throw new HttpError(409, ADMIN_MESSAGES.staffEmailTaken, { email: ADMIN_MESSAGES.staffEmailTaken });
    await repo.insertSetPasswordLink(tx, user.id, hash, new Date(Date.now() + INVITE_LINK_HOURS * 3600_000));
    await enqueueEmail(tx, { kind: 'staff-invitation', to: email, ...invitationEmail(input.name, input.role, link) });
    await recordAudit(tx, actor, { action: 'staff.invite', entityType: 'user', entityId: user.uuid, after: snapshot(user) });
    return toStaffMember(user);
  });
}

/** The first administrator (or another one), with the password given: the CLI's `create`. */
export async function createAdmin(db: Db, actor: Actor, input: { email: string; name: string; password: string }) {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertStaffUser(tx, { email, name: input.name, role: 'admin', passwordHash });
    if (!user) throw new HttpError(409, ADMIN_MESSAGES.staffEmailTaken);
    await recordAudit(tx, actor, { action: 'staff.create', entityType: 'user', entityId: user.uuid, after: snapshot(user) });
    return toStaffMember(user);
  });
}

/**
 * Disables or re-enables an account. Disabling ends its sessions and spends its open links in
 * the same transaction: when the answer arrives, no token of that account works any more.
 */
export async function setDisabled(db: Db, actor: Actor, user: repo.UserRow, disabled: boolean) {
  if (user.id === actor.id) throw new HttpError(409, ADMIN_MESSAGES.notYourself);
  return db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, user.id, { disabledAt: disabled ? (user.disabledAt ?? new Date()) : null });
    if (disabled) {
      await repo.endSessions(tx, user.id);
      await repo.spendOneTimeLinks(tx, user.id);
    }
    await recordAudit(tx, actor, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      entityType: 'user',
      entityId: user.uuid,
      before: snapshot(user),
      after: snapshot(updated),
    });
    return updated;
  });
}

/** Disables or re-enables a staff member addressed by uuid (the back office's screens). */
export async function setStaffDisabled(db: Db, actor: Actor, uuid: string, disabled: boolean) {
  const user = await repo.findStaff(db, uuid);
  if (!user) throw notFound(ADMIN_MESSAGES.notStaff);
  return toStaffMember(await setDisabled(db, actor, user, disabled));
}

/** Operator ↔ admin. Sessions stay: the role is read from the account on every request. */
export async function changeRole(db: Db, actor: Actor, uuid: string, role: StaffRole) {
  const user = await repo.findStaff(db, uuid);
  if (!user) throw notFound(ADMIN_MESSAGES.notStaff);
  if (user.id === actor.id) throw new HttpError(409, ADMIN_MESSAGES.notYourself);
  return db.transaction(async (tx) => {
    const updated = await repo.updateUser(tx, user.id, { role });
    await recordAudit(tx, actor, {
      action: 'staff.role',
      entityType: 'user',
      entityId: user.uuid,
      before: snapshot(user),
      after: snapshot(updated),
    });
    return toStaffMember(updated);
  });
}
