import { z } from 'zod';
import { adminListQuery, pageOf, queryFlag, staffRef } from './admin';

// Back office: the inquiries inbox, with the 24-hour promise behind "overdue".

export const INQUIRY_STATUSES = ['new', 'in_progress', 'proposal_sent', 'won', 'lost'] as const;
const inquiryStatus = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatus>;

const adminInquiryRow = z.object({
  uuid: z.uuid(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  guests: z.number().int(),
  start_date: z.string().nullable(),
  status: inquiryStatus,
  assignee: staffRef.nullable(),
  /** Waiting (new or in progress), older than 24 hours, and no reply sent from the back office. */
  overdue: z.boolean(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminInquiryRow = z.infer<typeof adminInquiryRow>;

export const adminInquiriesQuery = adminListQuery(['created_at', 'updated_at']).extend({
  status: inquiryStatus.optional(),
  overdue: queryFlag,
  /** A staff member's uuid, 'me', or 'none' (unassigned). */
  assignee: z.union([z.uuid(), z.enum(['me', 'none'])]).optional(),
});
export const adminInquiriesPage = pageOf(adminInquiryRow);

const inquiryEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['note', 'reply', 'status', 'assignment']),
  author: staffRef.nullable(),
  body: z.string(),
  meta: z.record(z.string(), z.string().nullable()),
  /** For a reply: its e-mail's delivery status. */
  email_status: z.enum(['pending', 'sent', 'failed']).nullable(),
  created_at: z.string(),
});
export type InquiryEvent = z.infer<typeof inquiryEventSchema>;

export const adminInquiryDetail = adminInquiryRow.extend({
  phone: z.string(),
  country: z.string().nullable(),
  trip_type: z.string().nullable(),
  service_class: z.string().nullable(),
  end_date: z.string().nullable(),
  budget: z.string(),
  message: z.string(),
  destinations: z.array(z.string()),
  locations: z.array(z.string()),
  history: z.array(inquiryEventSchema),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetail>;

export const inquiryStatusInput = z.object({ status: inquiryStatus });
export const inquiryAssigneeInput = z.object({ assignee: z.uuid().nullable() });
export const inquiryNoteInput = z.object({ note: z.string().trim().min(1, 'Please write a note.').max(5000) });
export const inquiryReplyInput = z.object({
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1, 'Please write your reply.').max(20_000),
  /** Moves the inquiry on in the same step ('proposal_sent' with a proposal). */
  status: inquiryStatus.optional(),
});
export type InquiryReplyInput = z.input<typeof inquiryReplyInput>;

export const INQUIRY_ADMIN_MESSAGES = {
  notFound: 'Inquiry not found',
  assigneeUnknown: 'Choose an active staff member.',
  replySent: 'Reply sent to the traveller.',
  noteAdded: 'Note added.',
} as const;
