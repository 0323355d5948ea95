import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { staffInviteInput, STAFF_ROLES, type StaffMember } from '@safari/contracts/admin';
import { Button } from '../../../components/ui/button';
import { Field, FormMessage, inputClasses } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/error-message';
import { useStaff } from '../api/get-staff';
import { useInviteStaff } from '../api/invite-staff';
import { useSetStaffDisabled } from '../api/set-staff-disabled';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime, statusLabel, statusOptions } from '../utils/format';
import type { Column } from './admin-table';
import { useStaffUser } from './admin-layout';
import { InputField } from './form-fields';
import { FilterSelect, ListToolbar, StatusFilter } from './list-toolbar';
import { PagedListTable } from './paged-list-table';
import { ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

/**
 * Staff accounts, for administrators: invite (an e-mailed link to choose a password) and
 * disable (the account's sessions end at once) or enable again. The API enforces the role;
 * an operator never sees this screen in the navigation.
 */
export function StaffList() {
  const me = useStaffUser();
  const list = useListParams(['role', 'status']);
  const query = useStaff(list.params);
  const toggle = useSetStaffDisabled();
  if (me.role !== 'admin') return <FormMessage tone="error">Only an administrator can manage staff accounts.</FormMessage>;
  const columns: Column<StaffMember>[] = [
    { header: 'Name', sortKey: 'name', cell: (m) => m.name },
    { header: 'E-mail', sortKey: 'email', cell: (m) => <span className="break-all">{m.email}</span> },
    { header: 'Role', cell: (m) => statusLabel(m.role) },
    { header: 'Status', cell: (m) => <StatusBadge status={m.disabled_at ? 'disabled' : 'active'} /> },
    { header: 'Since', sortKey: 'created_at', cell: (m) => formatDateTime(m.created_at) },
    {
      header: 'Action',
      cell: (m) =>
        m.uuid === me.uuid ? null : (
          <Button
            size="sm"
            variant="secondary"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ uuid: m.uuid, disabled: !m.disabled_at })}
            aria-label={`${m.disabled_at ? 'Enable' : 'Disable'} ${m.name}`}
          >
            {m.disabled_at ? 'Enable' : 'Disable'}
          </Button>
        ),
    },
  ];
  return (
    <>
      <ScreenHeader title="Staff">
        <InviteDialog />
      </ScreenHeader>
      <ListToolbar search={list.value('q')} searchLabel="Search name or e-mail" onSearch={(q) => list.update({ q })}>
        <FilterSelect
          label="Role"
          value={list.value('role')}
          options={statusOptions(STAFF_ROLES)}
          onChange={(role) => list.update({ role })}
        />
        <StatusFilter list={list} statuses={['active', 'disabled']} />
      </ListToolbar>
      {toggle.isError && (
        <FormMessage tone="error">{errorMessage(toggle.error, 'The account was not changed. Please try again.')}</FormMessage>
      )}
      <PagedListTable
        list={list}
        query={query}
        loadingLabel="staff"
        caption="Staff accounts"
        columns={columns}
        rowKey={(m) => m.uuid}
        defaultSort={{ sort: 'name', order: 'asc' }}
      />
    </>
  );
}

function InviteDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const invite = useInviteStaff();
  const form = useForm<z.input<typeof staffInviteInput>, unknown, z.output<typeof staffInviteInput>>({
    resolver: zodResolver(staffInviteInput),
    defaultValues: { name: '', email: '', role: 'operator' },
  });
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      invite.reset();
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Invite a staff member"
      description="They get an e-mail with a link to choose their password (valid 72 hours)."
      trigger={<Button>Invite staff</Button>}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={form.handleSubmit((values) => invite.mutate(values, { onSuccess: () => close(false) }))}
      >
        <InputField id={`${id}-name`} label="Name" required error={errors.name?.message} registration={form.register('name')} />
        <InputField
          id={`${id}-email`}
          label="E-mail"
          required
          type="email"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <Field id={`${id}-role`} label="Role">
          <select id={`${id}-role`} className={inputClasses} {...form.register('role')}>
            <option value="operator">Operator</option>
            <option value="admin">Administrator (also manages staff)</option>
          </select>
        </Field>
        {invite.isError && (
          <FormMessage tone="error">{errorMessage(invite.error, 'The invitation was not sent. Please try again.')}</FormMessage>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </Modal>
  );
}
