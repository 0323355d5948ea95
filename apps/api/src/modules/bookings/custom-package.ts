import { normaliseEmail } from '@safari/contracts/auth';
import { customPackageTotal, packageDaysAndNights, type CustomPackageReceipt } from '@safari/contracts/tours';
import { todayIn } from '@safari/contracts/calendar';
import { renderEmail } from '../../lib/email-template';
import { HttpError } from '../../lib/http-errors';
import { usd } from './emails';
import { customPackageReceipt } from './mappers';
import { cents } from './pricing';
import * as repo from './repository';
import type { BookingDeps } from './service';

// The custom package (docs/product.md#custom-package): tours and activities put together on the static-tours page. Not a
// booking yet (no seats, no final price): a request with price type 'pending' that the operator
// quotes, stored with its e-mails to both sides in one statement.

export async function submitCustomPackage(
  deps: BookingDeps,
  input: { email: string; guests: number; tour_ids: string[]; activity_ids: number[] },
): Promise<CustomPackageReceipt> {
  const slugs = [...new Set(input.tour_ids)];
  const activityIds = [...new Set(input.activity_ids)];
  const found = await repo.findCustomPackageItems(deps.db, slugs, activityIds);
  if (found.length !== slugs.length) throw new HttpError(400, 'Some of the tours you chose are no longer offered. Please reload the page.');
  // Only the chosen tours' own activities come back: one of another tour is missing here.
  const activities = found.flatMap((t) => t.activities);
  if (activities.length !== activityIds.length)
    throw new HttpError(400, 'Some of the activities you chose do not belong to the chosen tours.');

  const days = found.reduce((sum, t) => sum + packageDaysAndNights(t.duration).days, 0);
  const { nights } = packageDaysAndNights(`${days}`);
  const total = customPackageTotal({
    tourPrices: found.map((t) => t.basePrice),
    activityPrices: activities.map((a) => a.pricePerGuest),
    guests: input.guests,
  });
  const item = (kind: 'tour' | 'activity', id: number, title: string, unitPrice: number) => ({
    kind,
    id,
    title,
    unitPrice,
    quantity: input.guests,
    amount: cents(unitPrice * input.guests),
  });
  const email = normaliseEmail(input.email);
  // The request and both e-mails in one statement (they quote the reference it numbers).
  const row = await repo.insertCustomPackage(
    deps.db,
    {
      email,
      guests: input.guests,
      items: [
        ...found.map((t) => item('tour', t.id, t.title, t.basePrice)),
        ...activities.map((a) => item('activity', a.id, a.title, a.pricePerGuest)),
      ],
      days,
      nights,
      estimatedTotal: total,
    },
    todayIn(deps.timeZone).slice(0, 4),
    (reference) => {
      const facts: Array<[string, string]> = [
        ['Reference', reference],
        ['Tours', found.map((t) => t.title).join(', ')],
        ['Activities', activities.map((a) => a.title).join(', ') || '—'],
        ['Guests', String(input.guests)],
        ['Days / nights', `${days} / ${nights}`],
        ['Estimated total', usd(total)],
      ];
      return [
        {
          kind: 'custom-package-traveller',
          to: email,
          ...renderEmail({
            subject: `Your custom package ${reference}`,
            paragraphs: ['Thank you! We received your custom package and will send you a quote within 24 hours.'],
            facts,
          }),
        },
        {
          kind: 'custom-package-operator',
          to: deps.operatorEmail,
          ...renderEmail({
            subject: `New custom package ${reference} to quote`,
            paragraphs: [`From ${email}. Price type: pending.`],
            facts,
          }),
        },
      ];
    },
  );
  const receipt = customPackageReceipt(row, { days, nights, total });
  deps.outbox.kick();
  return receipt;
}
