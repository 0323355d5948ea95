import { useId } from 'react';
import { Link } from 'react-router';
import { INQUIRY_STATUSES, type AdminInquiryDetail, type InquiryEvent, type InquiryStatus } from '@safari/contracts/admin-inquiries';
import { FormMessage, labelClasses, inputClasses } from '../../../components/ui/form-controls';
import { errorMessage } from '../../../lib/error-message';
import { useAssignInquiry } from '../api/assign-inquiry';
import { useChangeInquiryStatus } from '../api/change-inquiry-status';
import { useInquiry } from '../api/get-inquiry';
import { useStaff } from '../api/get-staff';
import { formatDateTime, statusLabel } from '../utils/format';
import { InquiryNoteForm, InquiryReplyForm } from './inquiry-forms';
import { QueryState, ScreenHeader } from './query-state';
import { StatusBadge } from './status-badge';

/** One inquiry: what the traveller asked, its status and assignee, the reply and note forms, its history. */
export function InquiryDetail({ uuid }: { uuid: string }) {
  const query = useInquiry(uuid);
  return (
    <>
      <Link to="/admin/inquiries" className="text-sm text-brand-800 underline">
        ← All inquiries
      </Link>
      <QueryState query={query} label="the inquiry">
        {(inquiry) => (
          <>
            <ScreenHeader title={`Inquiry ${inquiry.reference}`}>
              <span className="flex gap-2">
                <StatusBadge status={inquiry.status} />
                {inquiry.overdue && <StatusBadge status="overdue" />}
              </span>
            </ScreenHeader>
            <div className="grid gap-6 xl:grid-cols-[1fr_24rem]">
              <div className="space-y-6">
                <Request inquiry={inquiry} />
                <InquiryReplyForm inquiry={inquiry} />
                <History events={inquiry.history} />
              </div>
              <div className="space-y-6">
                <Workflow inquiry={inquiry} />
                <InquiryNoteForm uuid={inquiry.uuid} />
              </div>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}

function Request({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const facts: Array<[string, string]> = [
    ['Traveller', inquiry.name],
    ['E-mail', inquiry.email],
    ['Phone', inquiry.phone || '—'],
    ['Country', inquiry.country ?? '—'],
    ['Guests', String(inquiry.guests)],
    ['Dates', `${inquiry.start_date ?? '?'} → ${inquiry.end_date ?? '?'}`],
    ['Trip type', inquiry.trip_type ?? '—'],
    ['Class', inquiry.service_class ?? '—'],
    ['Budget', inquiry.budget || '—'],
    ['Destinations', [...inquiry.destinations, ...inquiry.locations].join(', ') || '—'],
    ['Received', formatDateTime(inquiry.created_at)],
  ];
  return (
    <section aria-labelledby="request" className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="request" className="mb-3 text-lg font-bold text-stone-900">
        Request
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-stone-700">{term}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm whitespace-pre-line text-stone-900">{inquiry.message}</p>
    </section>
  );
}

/** Status and assignee change as soon as they are chosen: each is one write with its audit entry. */
function Workflow({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const id = useId();
  const status = useChangeInquiryStatus(inquiry.uuid);
  const assign = useAssignInquiry(inquiry.uuid);
  const staff = useStaff({ status: 'active', limit: 100, sort: 'name', order: 'asc' });
  const failed = status.error ?? assign.error;
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="text-lg font-bold text-stone-900">
        Status and owner
      </h2>
      <div>
        <label htmlFor={`${id}-status`} className={labelClasses}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className={inputClasses}
          value={inquiry.status}
          disabled={status.isPending}
          onChange={(e) => status.mutate({ status: e.target.value as InquiryStatus })}
        >
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-assignee`} className={labelClasses}>
          Assigned to
        </label>
        <select
          id={`${id}-assignee`}
          className={inputClasses}
          value={inquiry.assignee?.uuid ?? ''}
          disabled={assign.isPending || staff.isPending}
          onChange={(e) => assign.mutate({ assignee: e.target.value || null })}
        >
          <option value="">Nobody</option>
          {inquiry.assignee && !staff.data?.items.some((m) => m.uuid === inquiry.assignee?.uuid) && (
            <option value={inquiry.assignee.uuid}>{inquiry.assignee.name}</option>
          )}
          {staff.data?.items.map((member) => (
            <option key={member.uuid} value={member.uuid}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      {failed && <FormMessage tone="error">{errorMessage(failed, 'The change was not saved. Please try again.')}</FormMessage>}
      {(status.isSuccess || assign.isSuccess) && !failed && <FormMessage tone="success">Saved</FormMessage>}
    </section>
  );
}

const KIND_LABELS: Record<InquiryEvent['kind'], string> = {
  note: 'Note',
  reply: 'Reply e-mailed',
  status: 'Status',
  assignment: 'Assigned',
};

function History({ events }: { events: InquiryEvent[] }) {
  return (
    <section aria-labelledby="history">
      <h2 id="history" className="mb-2 text-lg font-bold text-stone-900">
        History
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing yet: no reply, note or change.</p>
      ) : (
        <ol className="space-y-3">
          {events.map((event) => (
            <li key={event.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-stone-200">
              <p className="flex flex-wrap items-center gap-2 text-stone-700">
                <span className="font-semibold text-stone-900">{KIND_LABELS[event.kind]}</span>
                <span>by {event.author?.name ?? 'the system'}</span>
                <span>· {formatDateTime(event.created_at)}</span>
                {event.email_status && <StatusBadge status={event.email_status} />}
              </p>
              <p className="mt-1 whitespace-pre-line text-stone-900">{event.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
