import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@nivasa/contracts/languages';
import type { ListingDetail, PublicUser, Review, ReviewChange } from '@nivasa/contracts/api';
import { REVIEW_MESSAGES } from '@nivasa/contracts/engagement-messages';
import { setPageLanguage } from '@nivasa/session/language';
import { adminUser, checkedStore, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { ListingPage } from './listing-page';

jest.setTimeout(30_000);

const LISTING_ID = sampleListing._id;
const OWNER_ID = '665f1c2e9b1e8a00aaaabbbb';
const REVIEWER_ID = '665f1c2e9b1e8a00ccccdddd';

const listing: ListingDetail = { ...sampleListing, userRef: OWNER_ID, isOwner: false };

const review = (index: number, fields: Partial<Review> = {}): Review => ({
  _id: `6660aa00bb11cc22dd34${String(index).padStart(4, '0')}`,
  listingId: LISTING_ID,
  userRef: REVIEWER_ID,
  name: `guest${index}`,
  rating: 4,
  comment: `Stayed there, review ${index}.`,
  createdAt: '2026-05-03T08:00:00.000Z',
  ...fields,
});

const reviewsPath = (page: number) => `GET /api/reviews/get-review/${LISTING_ID}?page=${page}&limit=5`;
const POST_REVIEW = `POST /api/reviews/post-review/${LISTING_ID}`;

let server: TestApiServer;

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

async function renderPage(routes: TestRoutes, user: PublicUser | null = null, shown: ListingDetail = listing, language: Language = 'en') {
  server = await startTestApiServer({
    [`GET /api/listing/get/${LISTING_ID}`]: () => ({ status: 200, body: shown }),
    [`GET /api/user/${OWNER_ID}`]: () => ({ status: 200, body: { number: '+94712345678', email: 'owner@example.lk' } }),
    ...routes,
  });
  const store = checkedStore(user, server.url);
  setPageLanguage(language, store);
  // A Sinhala or Tamil page's first render waits for its texts: act lets it finish.
  return act(() =>
    renderRoutes(
      [
        {
          path: '/listing/:listingId',
          element: (
            // The shell's boundary, where the page waits.
            <Suspense fallback={null}>
              <ListingPage />
            </Suspense>
          ),
        },
        { path: '*', element: <p>another page</p> },
      ],
      { url: `/listing/${LISTING_ID}`, store },
    ),
  );
}

/** Opens the review form, whose code (antd's fields) loads then: slow in a cold test run. */
async function openForm(region: HTMLElement) {
  fireEvent.click(await within(region).findByRole('button', { name: 'Write a review' }));
  return within(region).findByRole('textbox', { name: 'Your review' }, { timeout: 15_000 });
}

const reviewsRegion = () => screen.findByRole('region', { name: 'Reviews' });
const reviewNames = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Reviews' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test("a visitor reads 'No Reviews' and is asked to sign in to write one, coming back here after", async () => {
  const { router } = await renderPage({ [reviewsPath(1)]: () => ({ status: 200, body: { reviews: [] } }) });

  const region = await reviewsRegion();
  expect(await within(region).findByText(REVIEW_MESSAGES.noReviews)).toBeTruthy();
  expect(within(region).getByText(REVIEW_MESSAGES.signInPrompt, { exact: false })).toBeTruthy();
  expect(within(region).queryByRole('button', { name: 'Write a review' })).toBeNull();

  fireEvent.click(within(region).getByRole('link', { name: 'Sign in' }));
  expect(router.state.location.pathname).toBe('/sign-in');
  expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(`/listing/${LISTING_ID}`);
});

test('reviews come five at a time, newest first, with name, date, stars and comment; Show More appends the next page until one is short', async () => {
  await renderPage({
    [reviewsPath(1)]: () => ({ status: 200, body: { reviews: [1, 2, 3, 4, 5].map((index) => review(index)) } }),
    [reviewsPath(2)]: () => ({ status: 200, body: { reviews: [review(6, { rating: 2, comment: 'Noisy at night.' }), review(7)] } }),
  });

  const region = await reviewsRegion();
  await within(region).findByText('Stayed there, review 1.');
  expect(reviewNames(region)).toEqual(['guest1', 'guest2', 'guest3', 'guest4', 'guest5']);
  const first = within(region).getByRole('listitem', { name: 'guest1' });
  expect(within(first).getByText('3 May 2026').getAttribute('datetime')).toBe('2026-05-03T08:00:00.000Z');
  expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();

  fireEvent.click(within(region).getByRole('button', { name: 'Show More' }));

  await within(region).findByText('Noisy at night.');
  expect(reviewNames(region)).toEqual(['guest1', 'guest2', 'guest3', 'guest4', 'guest5', 'guest6', 'guest7']);
  expect(within(region).getByRole('listitem', { name: 'guest6' }).textContent).toContain('Noisy at night.');
  expect(within(region).queryByRole('button', { name: 'Show More' })).toBeNull();
});

test("a failed load of the reviews says 'Failed to fetch reviews', and another try can succeed", async () => {
  let failing = true;
  await renderPage({
    [reviewsPath(1)]: () =>
      failing
        ? { status: 500, body: { success: false, statusCode: 500, message: 'Internal server error' } }
        : { status: 200, body: { reviews: [review(1)] } },
  });

  const region = await reviewsRegion();
  expect((await within(region).findByRole('alert')).textContent).toContain(REVIEW_MESSAGES.failedToFetch);
  failing = false;
  fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));

  expect(await within(region).findByText('Stayed there, review 1.')).toBeTruthy();
});

test('a user posts a review: the form resets, the list reloads with it and the rating updates; a second is refused', async () => {
  const posted = review(9, { userRef: memberUser._id, name: memberUser.username, rating: 4, comment: 'Clean and quiet.' });
  let stored: Review[] = [];
  await renderPage(
    {
      [reviewsPath(1)]: () => ({ status: 200, body: { reviews: stored } }),
      [POST_REVIEW]: () => {
        if (stored.length > 0) {
          return { status: 409, body: { success: false, statusCode: 409, message: REVIEW_MESSAGES.alreadyReviewed } };
        }
        stored = [posted];
        const change: ReviewChange = {
          success: true,
          message: REVIEW_MESSAGES.posted,
          review: posted,
          listing: { _id: LISTING_ID, rating: 4, numReviews: 1 },
        };
        return { status: 201, body: change };
      },
    },
    memberUser,
  );

  const region = await reviewsRegion();
  await within(region).findByText(REVIEW_MESSAGES.noReviews);
  const comment = await openForm(region);
  fireEvent.click(within(region).getAllByRole('radio')[3]);
  fireEvent.change(comment, { target: { value: '  Clean and quiet.  ' } });
  expect(within(region).getByText('20 / 1000')).toBeTruthy();
  fireEvent.click(within(region).getByRole('button', { name: 'Post review' }));

  expect(await within(region).findByText(REVIEW_MESSAGES.posted)).toBeTruthy();
  expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ rating: 4, comment: 'Clean and quiet.' });
  expect(await within(region).findByText('Clean and quiet.')).toBeTruthy();
  // antd draws the field anew when the form is enabled again.
  const commentField = () => within(region).getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement;
  await waitFor(() => expect(commentField().value).toBe(''));
  expect(
    within(region)
      .getAllByRole('radio')
      .filter((star) => star.getAttribute('aria-checked') === 'true'),
  ).toHaveLength(0);
  expect(screen.getByRole('link', { name: '(1 review)' })).toBeTruthy();
  // Beside the name, and on the review itself.
  expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(2);

  fireEvent.click(within(region).getAllByRole('radio')[4]);
  fireEvent.change(commentField(), { target: { value: 'Again.' } });
  fireEvent.click(within(region).getByRole('button', { name: 'Post review' }));

  expect(await within(region).findByText(REVIEW_MESSAGES.alreadyReviewed)).toBeTruthy();
  expect(reviewNames(region)).toEqual([memberUser.username]);
});

test('the form asks for stars and a comment before sending, and shows the refusals of the API under their fields, in red', async () => {
  await renderPage(
    {
      [reviewsPath(1)]: () => ({ status: 200, body: { reviews: [] } }),
      [POST_REVIEW]: () => ({
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          message: REVIEW_MESSAGES.comment,
          errors: [{ field: 'comment', code: 'FIELD_INVALID', params: {}, message: REVIEW_MESSAGES.comment }],
        },
      }),
    },
    memberUser,
  );

  const region = await reviewsRegion();
  const comment = await openForm(region);
  fireEvent.click(within(region).getByRole('button', { name: 'Post review' }));
  expect(await within(region).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
  expect(within(region).getByText('Write a few words about the place.')).toBeTruthy();
  expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

  fireEvent.click(within(region).getAllByRole('radio')[2]);
  fireEvent.change(comment, { target: { value: 'Fine.' } });
  fireEvent.click(within(region).getByRole('button', { name: 'Post review' }));

  const refusal = await within(region).findByText(REVIEW_MESSAGES.comment);
  expect(refusal.closest('.ant-form-item')?.classList.contains('ant-form-item-has-error')).toBe(true);
});

test("the owner is told they can't review their own listing, and gets no form", async () => {
  await renderPage({ [reviewsPath(1)]: () => ({ status: 200, body: { reviews: [review(1)] } }) }, memberUser, {
    ...listing,
    userRef: memberUser._id,
    isOwner: true,
  });

  const region = await reviewsRegion();
  expect(await within(region).findByText(REVIEW_MESSAGES.ownListing)).toBeTruthy();
  expect(within(region).queryByRole('button', { name: 'Write a review' })).toBeNull();
  await within(region).findByText('Stayed there, review 1.');
  // Nor do they look themselves up to be contacted.
  expect(screen.queryByRole('region', { name: 'Contact the owner' })).toBeNull();
});

test.each([
  ['its author', { ...memberUser, _id: REVIEWER_ID }],
  ['an admin', adminUser],
])('%s can delete a review, after saying yes, and the rating follows', async (_who, user) => {
  let stored = [review(1), review(2, { userRef: OWNER_ID, name: 'someone' })];
  const change: ReviewChange = { success: true, message: REVIEW_MESSAGES.deleted, listing: { _id: LISTING_ID, rating: 5, numReviews: 1 } };
  await renderPage(
    {
      [reviewsPath(1)]: () => ({ status: 200, body: { reviews: stored } }),
      [`DELETE /api/reviews/delete-review/${review(1)._id}`]: () => {
        stored = stored.slice(1);
        return { status: 200, body: change };
      },
    },
    user,
    { ...listing, rating: 4.5, numReviews: 2 },
  );

  const region = await reviewsRegion();
  const mine = await within(region).findByRole('listitem', { name: 'guest1' });
  fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
  fireEvent.click(within(mine).getByRole('button', { name: 'Yes, delete' }));

  await waitFor(() => expect(reviewNames(region)).toEqual(['someone']));
  expect(screen.getByRole('link', { name: '(1 review)' })).toBeTruthy();
});

test('no one else is offered to delete a review', async () => {
  await renderPage({ [reviewsPath(1)]: () => ({ status: 200, body: { reviews: [review(1)] } }) }, memberUser);

  const region = await reviewsRegion();
  const theirs = await within(region).findByRole('listitem', { name: 'guest1' });
  expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();
});

test.each([
  {
    language: 'si',
    priceAndContact: 'මිල සහ සම්බන්ධතා',
    bedrooms: 'නිදන කාමර',
    place: 'පේරාදෙණිය, මහනුවර',
    moveIn: 'පදිංචි වීම',
    morePlaces: 'මහනුවර දිස්ත්‍රික්කයේ තවත් ස්ථාන',
    contact: 'අයිතිකරු අමතන්න',
    reviews: 'සමාලෝචන',
    noReviews: 'තවම සමාලෝචන නැත',
    description: 'පේරාදෙණිය, මහනුවර ප්‍රදේශයේ',
    price: 'රු. 45,000',
  },
  {
    language: 'ta',
    priceAndContact: 'விலையும் தொடர்பும்',
    bedrooms: 'படுக்கையறைகள்',
    place: 'பேராதனை, கண்டி',
    moveIn: 'குடியேறும் நாள்',
    morePlaces: 'கண்டி மாவட்டத்தில் மேலும் இடங்கள்',
    contact: 'உரிமையாளரைத் தொடர்புகொள்ளுங்கள்',
    reviews: 'மதிப்பாய்வுகள்',
    noReviews: 'இன்னும் மதிப்பாய்வுகள் இல்லை',
    description: 'பேராதனை, கண்டி பகுதியில்',
    price: 'ரூ. 45,000',
  },
] as const)('in $language, the listing’s details, its place, its price in the page’s meta and its reviews speak it', async (page) => {
  await renderPage({ [reviewsPath(1)]: () => ({ status: 200, body: { reviews: [] } }) }, null, listing, page.language);

  const details = await screen.findByRole('region', { name: page.priceAndContact });
  expect(within(details).getByText(page.bedrooms)).toBeTruthy();
  expect(within(details).getByText(page.moveIn)).toBeTruthy();
  expect(within(details).getByRole('heading', { name: page.contact })).toBeTruthy();
  expect(screen.getByText(page.place)).toBeTruthy();
  expect(screen.getByText(listing.address, { exact: false }).textContent).toBe(`${listing.address}${page.place}`);
  // The district's own name in the link's words; the search it opens takes the English name.
  expect(screen.getByRole('link', { name: page.morePlaces }).getAttribute('href')).toBe('/search?district=Kandy');
  expect(screen.getByRole('link', { name: page.noReviews })).toBeTruthy();
  expect(await screen.findByRole('region', { name: page.reviews })).toBeTruthy();
  expect(document.title).toBe(`${listing.name} | Nivasa`);
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
  expect(description.startsWith(page.description)).toBe(true);
  expect(description).toContain(page.price);
  expect(screen.queryByText('Price and contact')).toBeNull();
  expect(screen.queryByText('Bedrooms')).toBeNull();
});
