import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES, ENGAGEMENT_SUCCESS } from '@safari/contracts/messages';
import { ENGAGEMENT_ERRORS } from '../src/lib/account-texts';
import { LOGIN_REQUIRED } from '../src/features/auth/data/auth-texts';
import { RATING_LABELS, RATING_VALIDATION } from '../src/features/engagement/data/rating-texts';
import { asUser, expectToast, saveViewportScreenshots, trips } from './support/account';
import { expectNoAxeViolations } from './support/a11y';
import { expect, test } from './support/test';

// Likes and ratings (docs/product.md#likes-and-ratings).

/** A star of the rating modal: a radio named '4 stars, Very Good', clicked through its star. */
const star = (dialog: Locator, name: string) => dialog.locator('label').filter({ has: dialog.page().getByRole('radio', { name }) });

/** A destination page served from the API (the five static ones have pages of their own). */
async function serverDestination(page: Page) {
  const res = await page.request.get('/api/destinations?limit=50&offset=0');
  const destinations = (await res.json()).data.destinations as Array<{ uuid: string; name: string }>;
  const known = ['Serengeti', 'Zanzibar', 'Kilimanjaro', 'Ngorongoro', 'Tarangire'];
  const destination = destinations.find((d) => !known.some((name) => d.name.includes(name)));
  expect(destination, 'a destination without a static page').toBeTruthy();
  return destination!;
}

test('anonymous like, rate and add to cart: the Login Required toast, then /login', async ({ page, request }) => {
  test.setTimeout(60_000);
  const [trip] = await trips(request);
  await page.goto('/all-packages');
  const card = page.getByTestId('trip-card').first();
  await card.getByRole('button', { name: /^Like / }).click();
  await expectToast(page, LOGIN_REQUIRED.title, LOGIN_REQUIRED.description);
  await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fall-packages$/);

  await page.goto(`/packages/${trip!.uuid}`);
  const summary = page.getByTestId('package-summary');
  await summary.getByRole('button', { name: `Rate ${trip!.name}` }).click();
  await expectToast(page, LOGIN_REQUIRED.title, LOGIN_REQUIRED.description);
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.goBack();
  await summary.getByRole('button', { name: `Add to cart ${trip!.name}` }).click();
  await expectToast(page, LOGIN_REQUIRED.title, LOGIN_REQUIRED.description);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // One toast at a time, and it goes after 5 s (a pointer resting on it would hold it).
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
});

test('likes a package from its card and a destination from its page; the dashboard lists both', async ({ page, signedInUser }) => {
  test.setTimeout(60_000);
  const destination = await serverDestination(page);
  await page.goto('/all-packages');
  const card = page.getByTestId('trip-card').first();
  const like = card.getByRole('button', { name: /^Like / });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  // Optimistic: pressed at once, and still pressed once the server answered.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.liked);
  await page.reload();
  await expect(
    page
      .getByTestId('trip-card')
      .first()
      .getByRole('button', { name: /^Like / }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
  await saveViewportScreenshots(page, 'account-listing-liked');

  await page.goto(`/destinations/${destination.uuid}`);
  const likeDestination = page.getByRole('button', { name: `Like ${destination.name}` });
  await likeDestination.click();
  await expect(likeDestination).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.liked);

  const likes = (await (await asUser(page.request, signedInUser).get('/user/likes')).json()).data.likes;
  expect(likes).toHaveLength(2);

  await page.goto('/dashboard?tab=likes');
  const list = page.getByTestId('liked-items');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText(destination.name);
  await list.getByRole('button', { name: `Like ${destination.name}` }).click();
  await expectToast(page, 'Success', 'Item removed from your likes');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('stat-likes')).toContainText('1');
});

test('a failed like is rolled back with the SPEC default message', async ({ page, signedInUser, allowErrors }) => {
  void signedInUser;
  allowErrors(/toggle_like/);
  await page.route('**/api/toggle_like', (route) => route.abort());
  await page.goto('/all-packages');
  const like = page
    .getByTestId('trip-card')
    .first()
    .getByRole('button', { name: /^Like / });
  await like.click();
  await expectToast(page, 'Error', ENGAGEMENT_ERRORS.like);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
});

test('rates a package in the modal, then edits and deletes the rating from the dashboard', async ({ page, request, signedInUser }) => {
  test.setTimeout(60_000);
  void signedInUser;
  const [trip] = await trips(request);
  await page.goto(`/packages/${trip!.uuid}`);
  await expect(page.getByTestId('trip-rating').first()).toHaveText('No ratings yet');
  await page
    .getByTestId('package-summary')
    .getByRole('button', { name: `Rate ${trip!.name}` })
    .click();

  const dialog = page.getByRole('dialog', { name: `Rate ${trip!.name}` });
  await expect(dialog.getByTestId('rating-caption')).toHaveText(RATING_VALIDATION.noStars);
  const submit = dialog.getByRole('button', { name: 'Submit Rating' });
  await expect(submit).toBeDisabled();
  for (const [index, label] of RATING_LABELS.entries()) {
    await star(dialog, `${index + 1} ${index === 0 ? 'star' : 'stars'}, ${label}`).click();
    await expect(dialog.getByTestId('rating-caption')).toHaveText(label);
  }
  await star(dialog, `4 stars, ${RATING_LABELS[3]}`).click();
  // Stars alone are not enough: a comment is required, not blank, at most 500 characters.
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Your comment').fill('   ');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Your comment').fill('x'.repeat(501));
  await expect(dialog.getByText(ACCOUNT_MESSAGES.commentTooLong)).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Your comment').fill('Our guide Baraka found the leopard. Unforgettable.');
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await saveViewportScreenshots(page, 'account-rating-modal');
  await submit.click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.ratingSubmitted);
  await expect(dialog).toBeHidden();

  // Opening it again shows the rating given (one per traveller and item) and resets on close.
  await page
    .getByTestId('package-summary')
    .getByRole('button', { name: `Rate ${trip!.name}` })
    .click();
  const again = page.getByRole('dialog', { name: 'Update your rating' });
  await expect(again.getByLabel('Your comment')).toHaveValue('Our guide Baraka found the leopard. Unforgettable.');
  await expect(again.getByTestId('rating-caption')).toHaveText(RATING_LABELS[3]);
  await again.getByRole('button', { name: 'Close' }).click();

  await page.goto('/dashboard?tab=ratings');
  const row = page.getByTestId('my-rating');
  await expect(row).toContainText(trip!.name);
  await expect(row.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await row.getByRole('button', { name: `Edit your rating of ${trip!.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit your rating of ${trip!.name}` });
  await star(edit, `2 stars, ${RATING_LABELS[1]}`).click();
  await edit.getByLabel('Your comment').fill('On reflection, the lodge was too far from the park.');
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Update Rating' }).click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.ratingUpdated);
  await expect(edit).toBeHidden();
  await expect(row.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(row).toContainText('too far from the park');

  await row.getByRole('button', { name: `Delete your rating of ${trip!.name}` }).click();
  await expectToast(page, 'Success', ENGAGEMENT_SUCCESS.ratingDeleted);
  await expect(page.getByText('No ratings yet')).toBeVisible();
});

test("the package page's JSON-LD is a Product, with AggregateRating only when approved ratings exist", async ({ page, request }) => {
  const [trip] = await trips(request);
  await page.goto(`/packages/${trip!.uuid}`);
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(json['@type']).toBe('Product');
  if (trip!.rating.count === 0) expect(json.aggregateRating).toBeUndefined();
  else expect(json.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingCount: trip!.rating.count });
});
