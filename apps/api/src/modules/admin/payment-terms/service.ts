import type { AdminPaymentTerms, PaymentTermsWire, TripPaymentTerms } from '@safari/contracts/payment-terms';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import type { Actor } from '../access';
import { recordAudit } from '../audit/repository';
import * as repo from './repository';

// Payment terms are changed by staff, audited, and apply to bookings made afterwards: a booking
// keeps the schedule it was given.

const wire = (t: repo.Terms): PaymentTermsWire => ({ deposit_percent: t.depositPercent, balance_days_before: t.balanceDaysBefore });
const row = (t: PaymentTermsWire): repo.Terms => ({ depositPercent: t.deposit_percent, balanceDaysBefore: t.balance_days_before });

export async function getPaymentTerms(db: Db): Promise<AdminPaymentTerms> {
  const [site, trips] = await Promise.all([repo.findSiteTerms(db), repo.listTripTerms(db)]);
  return { site: wire(site), trips: trips.map((t) => ({ ...wire(t), trip_uuid: t.tripUuid, trip_name: t.tripName })) };
}

export async function setSitePaymentTerms(db: Db, actor: Actor, terms: PaymentTermsWire) {
  await db.transaction(async (tx) => {
    const before = await repo.findSiteTerms(tx);
    await repo.setSiteTerms(tx, row(terms));
    await recordAudit(tx, actor, {
      action: 'payment_terms.site',
      entityType: 'payment_terms',
      entityId: 'site',
      before: wire(before),
      after: terms,
    });
  });
  return getPaymentTerms(db);
}

const TRIP_NOT_FOUND = 'Trip not found';

export async function getTripPaymentTerms(db: Db, tripUuid: string): Promise<TripPaymentTerms> {
  const [found, site] = await Promise.all([repo.findTripTerms(db, tripUuid), repo.findSiteTerms(db)]);
  if (!found) throw notFound(TRIP_NOT_FOUND);
  return { own: found.own ? wire(found.own) : null, site: wire(site) };
}

/** A trip's own terms; null: it follows the site's again. */
export async function setTripPaymentTerms(db: Db, actor: Actor, tripUuid: string, terms: PaymentTermsWire | null) {
  await db.transaction(async (tx) => {
    const found = await repo.findTripTerms(tx, tripUuid);
    if (!found) throw notFound(TRIP_NOT_FOUND);
    if (terms) await repo.setTripTerms(tx, found.tripId, row(terms));
    else await repo.removeTripTerms(tx, found.tripId);
    await recordAudit(tx, actor, {
      action: 'payment_terms.trip',
      entityType: 'trip',
      entityId: tripUuid,
      before: { payment_terms: found.own ? wire(found.own) : null },
      after: { payment_terms: terms },
    });
  });
  return getTripPaymentTerms(db, tripUuid);
}
