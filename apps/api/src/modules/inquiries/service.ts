import { normaliseEmail } from '@safari/contracts/auth';
import { formatIsoDate, todayIn } from '@safari/contracts/calendar';
import { INQUIRY_RESPONSE_HOURS } from '@safari/contracts/constants';
import { BUDGET_OPTIONS, type InquiryValues } from '@safari/contracts/inquiry';
import type { Db } from '../../db/client';
import { renderEmail } from '../../lib/email-template';
import { HttpError } from '../../lib/http-errors';
import { enqueueEmail } from '../outbox/repository';
import * as repo from './repository';

export const INVALID_CHOICE = 'Some of the options you chose are no longer available. Please reload the page and try again.';

/**
 * Stores an inquiry with its destinations and locations and, in the same transaction, the
 * operator's e-mail and the traveller's confirmation with the 24-hour promise.
 */
export async function submitInquiry(deps: { db: Db; timeZone: string; operatorEmail: string }, v: InquiryValues, userId: number | null) {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.referencesExist(tx, v))) throw new HttpError(400, INVALID_CHOICE);
    const email = normaliseEmail(v.email);
    const row = await repo.insertInquiry(
      tx,
      {
        userId,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email,
        phone: v.phone.trim(),
        countryId: v.country,
        tripTypeId: v.tripType,
        serviceClassId: v.serviceClass || null,
        guests: v.guests,
        startDate: v.startDate || null,
        endDate: v.endDate || null,
        budget: v.budget,
        message: v.message.trim(),
      },
      todayIn(deps.timeZone).slice(0, 4),
      v.destinations,
      v.locations,
    );
    const names = await repo.namesFor(tx, v);
    const name = `${v.firstName.trim()} ${v.lastName.trim()}`;
    const budget = BUDGET_OPTIONS.find((o) => o.value === v.budget)?.label ?? 'Not given';
    const dates = v.startDate ? `${formatIsoDate(v.startDate)}${v.endDate ? ` – ${formatIsoDate(v.endDate)}` : ''}` : 'Flexible';
    const facts: Array<[string, string]> = [
      ['Reference', row.reference],
      ['Trip type', names.tripType],
      ['Destinations', names.destinations.join(', ')],
      ['Locations', names.locations.join(', ')],
      ['Guests', String(v.guests)],
      ['Dates', dates],
      ['Budget', budget],
    ];
    await enqueueEmail(tx, {
      kind: 'inquiry-traveller',
      to: email,
      ...renderEmail({
        subject: `We received your trip inquiry ${row.reference}`,
        greeting: `Hello ${name},`,
        paragraphs: [
          'Thank you for telling us about the trip you dream of.',
          `One of our travel experts will send you a tailored proposal within ${INQUIRY_RESPONSE_HOURS} hours.`,
        ],
        facts,
      }),
    });
    await enqueueEmail(tx, {
      kind: 'inquiry-operator',
      to: deps.operatorEmail,
      ...renderEmail({
        subject: `New inquiry ${row.reference} from ${name}: answer within ${INQUIRY_RESPONSE_HOURS} hours`,
        paragraphs: ['A new trip inquiry arrived through the website.', v.message.trim()],
        facts: [...facts, ['Traveller', name], ['E-mail', email], ['Phone', v.phone.trim()], ['Country', names.country]],
      }),
    });
    return { uuid: row.uuid, reference: row.reference };
  });
}
