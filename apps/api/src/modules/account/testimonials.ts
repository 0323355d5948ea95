import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, testimonials } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';
import { enqueueEmail } from '../outbox/repository';

/**
 * A traveller's testimonial, stored unpublished: it appears on the site once the operator
 * approves it. The operator hears of it by e-mail in the same transaction.
 */
export async function saveTestimonial(db: Db, user: UserRow, comments: string, operatorEmail: string) {
  await db.transaction(async (tx) => {
    const [country] = user.countryId
      ? await tx.select({ name: countries.name }).from(countries).where(eq(countries.id, user.countryId))
      : [];
    const [row] = await tx
      .insert(testimonials)
      .values({ userId: user.id, authorName: user.name, authorCountry: country?.name ?? '', comments, isPublished: false })
      .returning({ id: testimonials.id });
    await enqueueEmail(tx, {
      kind: 'testimonial-received',
      to: operatorEmail,
      subject: `New testimonial #${row?.id} awaiting approval`,
      text: `${user.name} wrote:\n\n${comments}\n\nApprove or reject it in the back office, under Moderation: it stays off the site until then.`,
    });
  });
}
