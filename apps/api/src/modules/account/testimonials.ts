import type { Db } from '../../db/client';
import type { UserRow } from '../auth/service';
import { enqueueEmail } from '../outbox/repository';
import { findCountryName, insertTestimonial } from './repository';

/**
 * A traveller's testimonial, stored unpublished: it appears on the site once the operator
 * approves it. The operator hears of it by e-mail in the same transaction.
 */
export async function saveTestimonial(db: Db, user: UserRow, comments: string, operatorEmail: string) {
  await db.transaction(async (tx) => {
    const country = user.countryId ? await findCountryName(tx, user.countryId) : undefined;
    const id = await insertTestimonial(tx, { userId: user.id, authorName: user.name, authorCountry: country ?? '', comments });
    await enqueueEmail(tx, {
      kind: 'testimonial-received',
      to: operatorEmail,
      subject: `New testimonial #${id} awaiting approval`,
      text: `${user.name} wrote:\n\n${comments}\n\nApprove or reject it in the back office, under Moderation: it stays off the site until then.`,
    });
  });
}
