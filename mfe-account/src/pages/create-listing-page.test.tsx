import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListingInput } from '@nivasa/contracts/api';
import { isoDay } from '@nivasa/contracts/availability';
import { LISTING_LIMITS, UPLOADS_IN_FLIGHT_MAX } from '@nivasa/contracts/limits';
import { AUTH_MESSAGES } from '@nivasa/contracts/auth-messages';
import { LISTING_MESSAGES } from '@nivasa/contracts/listing-messages';
import { checkedStore, fieldRefusal, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { draftKey } from '../features/listings/utils/listing-draft';
import {
  choose,
  chosen,
  errorsUnder,
  field,
  optionsOf,
  pickImages,
  submit,
  thumbnails,
  type,
  waitForThumbnails,
} from '../test-support/listing-form-driver';
import { imageUploadRoute, picture } from '../test-support/listing-fixtures';
import { CreateListingPage } from './create-listing-page';

// antd's form is slow to draw in jsdom, and these tests upload over loopback.
jest.setTimeout(60_000);

let server: TestApiServer;

beforeEach(() => {
  localStorage.clear();
  // antd measures what jsdom cannot lay out (NaN heights of its motion); nothing the user sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

async function renderCreate(routes: TestRoutes = {}) {
  server = await startTestApiServer({ ...imageUploadRoute(), ...routes });
  return renderRoutes(
    [
      { path: '/create-listing', element: <CreateListingPage /> },
      { path: '/listing/:listingId', element: <p>listing page</p> },
    ],
    { url: '/create-listing', store: checkedStore(memberUser, server.url) },
  );
}

/** Every field filled with what the API accepts, one image uploaded. */
async function fillValidListing() {
  type('Title', 'Sunny single room in Nugegoda');
  type('Description', 'A bright room with a study desk, close to the High Level Road buses.');
  type('Address', '45 Stanley Thilakaratne Mawatha, Nugegoda');
  await choose('District', 'Colombo');
  await choose('City', 'Nugegoda');
  type('Bedrooms', '1');
  type('Beds', '1');
  type('Bathrooms', '1');
  type('Rent', '25000');
  type('Area (sqft)', '180');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Hot water' }));
  await pickImages(picture());
  await waitForThumbnails(1);
}

const created = (body: ListingInput) => ({
  status: 201,
  body: {
    success: true,
    message: LISTING_MESSAGES.created,
    listing: { ...sampleListing, ...body, _id: 'newlistingid000000000001', status: 'pending' },
  },
});

const uploads = () => server.requests.filter(({ path }) => path === '/api/images?purpose=listing');

test("is titled 'Create a Listing' and starts as a single room let monthly", async () => {
  await renderCreate();

  expect(screen.getByRole('heading', { level: 1, name: 'Create a Listing' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Create listing' })).toBeTruthy();
  expect(chosen('Type')).toBe('Single Room');
  expect(chosen('Rent basis')).toBe('Monthly');
  expect(field('Images').getAttribute('accept')).toBe('image/*');
  expect(field('Images').multiple).toBe(true);
});

test('the city waits for a district, offers its towns, and is cleared when the district changes', async () => {
  await renderCreate();
  expect(field('City').disabled).toBe(true);

  await choose('District', 'Kandy');
  expect(field('City').disabled).toBe(false);
  const towns = await optionsOf('City');
  expect(towns.slice(0, 3)).toEqual(['Kandy', 'Peradeniya', 'Katugastota']);
  await choose('City', 'Peradeniya');
  expect(chosen('City')).toBe('Peradeniya');

  await choose('District', 'Galle');
  expect(chosen('District')).toBe('Galle');
  expect(chosen('City')).toBe('');
  expect((await optionsOf('City'))[0]).toBe('Galle');
});

test("a house for sale has no rent basis and asks a 'Price' in the sale range", async () => {
  await renderCreate();
  expect(screen.getByText('Rs. 50 to Rs. 10,000,000.')).toBeTruthy();

  await choose('Type', 'Full house for sale');
  expect(screen.queryByLabelText('Rent basis')).toBeNull();
  expect(screen.queryByLabelText('Rent')).toBeNull();
  expect(screen.getByText('Rs. 500,000 to Rs. 2,000,000,000.')).toBeTruthy();
  type('Price', '450000');
  await submit('Create listing');
  await waitFor(() => expect(errorsUnder('Price')).toEqual([LISTING_MESSAGES.salePrice]));

  await choose('Type', 'Apartment');
  expect(chosen('Rent basis')).toBe('Monthly');
  expect(field('Rent').value).toBe('450,000');
  await waitFor(() => expect(errorsUnder('Rent')).toEqual([]));
});

test('an empty form is refused before sending, each field with its own message', async () => {
  await renderCreate();

  await submit('Create listing');

  await waitFor(() => expect(errorsUnder('Title')).toEqual([LISTING_MESSAGES.name]));
  expect(errorsUnder('Description')).toEqual([LISTING_MESSAGES.description]);
  expect(errorsUnder('Address')).toEqual([LISTING_MESSAGES.address]);
  expect(errorsUnder('District')).toEqual([LISTING_MESSAGES.district]);
  expect(errorsUnder('City')).toEqual([LISTING_MESSAGES.city]);
  expect(errorsUnder('Bedrooms')).toEqual([LISTING_MESSAGES.bedrooms]);
  expect(errorsUnder('Beds')).toEqual([LISTING_MESSAGES.beds]);
  expect(errorsUnder('Bathrooms')).toEqual([LISTING_MESSAGES.bathrooms]);
  expect(errorsUnder('Rent')).toEqual([LISTING_MESSAGES.rent]);
  expect(errorsUnder('Area (sqft)')).toEqual([LISTING_MESSAGES.area]);
  expect(errorsUnder('Images')).toEqual([LISTING_MESSAGES.images]);
  expect(screen.getByText(LISTING_MESSAGES.requiredFields).closest('.ant-alert-error')).toBeTruthy();
  expect(server.requests).toEqual([]);
});

test('limits are the API’s: a title too short, eleven bedrooms, a rent under the lowest', async () => {
  await renderCreate();
  type('Title', 'Room');
  type('Bedrooms', '11');
  type('Rent', '49');
  type('Terms (optional)', 'x'.repeat(LISTING_LIMITS.rulesMaxLength + 1));

  await submit('Create listing');

  await waitFor(() => expect(errorsUnder('Title')).toEqual([LISTING_MESSAGES.name]));
  expect(errorsUnder('Bedrooms')).toEqual([LISTING_MESSAGES.bedrooms]);
  expect(errorsUnder('Rent')).toEqual([LISTING_MESSAGES.rent]);
  expect(errorsUnder('Terms (optional)')).toEqual([LISTING_MESSAGES.rules]);

  type('Title', 'Room with a view of the lake');
  await waitFor(() => expect(errorsUnder('Title')).toEqual([]));
});

test('the day the place is free from: the schema’s rule under the field, and the day sent', async () => {
  const { router } = await renderCreate({ 'POST /api/listing/create': ({ body }) => created(body as ListingInput) });
  await fillValidListing();
  type(LISTING_MESSAGES.availableFromLabel, isoDay(Date.now(), LISTING_LIMITS.availableFromMaxDaysAhead + 1));
  await submit('Create listing');
  await waitFor(() => expect(errorsUnder(LISTING_MESSAGES.availableFromLabel)).toEqual([LISTING_MESSAGES.availableFrom]));
  expect(server.requests.filter(({ path }) => path === '/api/listing/create')).toEqual([]);

  const day = isoDay(Date.now(), 30);
  type(LISTING_MESSAGES.availableFromLabel, day);
  await submit('Create listing');
  await waitFor(() => expect(router.state.location.pathname).toBe('/listing/newlistingid000000000001'));
  const sent = server.requests.find(({ path }) => path === '/api/listing/create');
  expect((sent?.body as ListingInput).availableFrom).toBe(day);
});

test("a negative rent is refused as 'Rent must be a positive number', not quietly made positive", async () => {
  await renderCreate();
  type('Rent', '-5');
  expect(field('Rent').value).toBe('-5');

  await submit('Create listing');

  await waitFor(() => expect(errorsUnder('Rent')).toEqual([LISTING_MESSAGES.rentNotPositive]));
  type('Rent', '0');
  await waitFor(() => expect(errorsUnder('Rent')).toEqual([LISTING_MESSAGES.rentNotPositive]));
  type('Rent', '-25000');
  await waitFor(() => expect(errorsUnder('Rent')).toEqual([LISTING_MESSAGES.rentNotPositive]));
  expect(field('Rent').value).toBe('-25,000');
  type('Rent', '25000');
  await waitFor(() => expect(errorsUnder('Rent')).toEqual([]));
  expect(server.requests).toEqual([]);
});

test('a valid listing is sent as the API takes it, then the user goes to its page and the draft is gone', async () => {
  const { router } = await renderCreate({ 'POST /api/listing/create': ({ body }) => created(body as ListingInput) });
  await fillValidListing();
  expect(localStorage.getItem(draftKey(memberUser._id))).not.toBeNull();

  await submit('Create listing');

  await waitFor(() => expect(router.state.location.pathname).toBe('/listing/newlistingid000000000001'));
  const sent = server.requests.find(({ path }) => path === '/api/listing/create');
  expect(sent?.body).toEqual({
    name: 'Sunny single room in Nugegoda',
    description: 'A bright room with a study desk, close to the High Level Road buses.',
    rules: '',
    address: '45 Stanley Thilakaratne Mawatha, Nugegoda',
    district: 'Colombo',
    city: 'Nugegoda',
    type: 'singleroom',
    rentType: 'monthly',
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    rent: 25000,
    area: 180,
    parking: false,
    furnished: false,
    kitchen: false,
    hotwater: true,
    aircondition: false,
    imageUrls: [`/api/images/${'1'.padStart(24, 'a')}`],
    // No date: free now (null, so an edit clears one).
    availableFrom: null,
    // No pin: the town's centre; the public sees a point near it.
    location: null,
    showExactLocation: false,
  });
  expect(localStorage.getItem(draftKey(memberUser._id))).toBeNull();
});

test("the server's field errors show under their fields, the rest above the button", async () => {
  await renderCreate({
    'POST /api/listing/create': () => ({
      status: 400,
      body: fieldRefusal(
        'VALIDATION_FAILED',
        400,
        { field: 'city', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.city },
        { field: 'imageUrls.0', code: 'FIELD_INVALID', params: {}, message: LISTING_MESSAGES.imageNotYours },
        { field: 'featured', code: 'FIELD_INVALID', params: {}, message: 'property featured should not exist' },
      ),
    }),
  });
  await fillValidListing();

  await submit('Create listing');

  // The answer is rendered after the request's promise settles, as the update page's test waits for it.
  await waitFor(() => expect(errorsUnder('City')).toEqual([LISTING_MESSAGES.city]));
  expect(errorsUnder('Images')).toEqual([LISTING_MESSAGES.imageNotYours]);
  const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('featured'));
  expect(alert?.className).toContain('ant-alert-error');
  expect(screen.getByRole('button', { name: 'Create listing' })).toBeTruthy();

  await choose('City', 'Maharagama');
  await waitFor(() => expect(errorsUnder('City')).toEqual([]));
});

test('a half-filled form comes back after a reload, until the draft is discarded', async () => {
  const first = await renderCreate();
  type('Title', 'Annex with a garden in Kandy');
  await choose('District', 'Kandy');
  await choose('Type', 'Annex');
  await pickImages(picture());
  await waitForThumbnails(1);
  first.unmount();

  renderRoutes([{ path: '/create-listing', element: <CreateListingPage /> }], {
    url: '/create-listing',
    store: checkedStore(memberUser, server.url),
  });

  const note = screen.getByText('Draft restored').closest('[role="alert"]') as HTMLElement;
  expect(field('Title').value).toBe('Annex with a garden in Kandy');
  expect(chosen('District')).toBe('Kandy');
  expect(chosen('Type')).toBe('Annex');
  expect(field('City').disabled).toBe(false);
  expect(thumbnails()).toEqual([`/api/images/${'1'.padStart(24, 'a')}?size=card`]);

  await act(async () => fireEvent.click(within(note).getByRole('button', { name: 'Discard draft' })));

  expect(screen.queryByText('Draft restored')).toBeNull();
  expect(field('Title').value).toBe('');
  expect(chosen('Type')).toBe('Single Room');
  expect(thumbnails()).toEqual([]);
  expect(localStorage.getItem(draftKey(memberUser._id))).toBeNull();
});

test('several images upload at once; the first is the cover, and they can be moved and removed', async () => {
  await renderCreate();

  await pickImages(picture('front.png'), picture('room.png'), picture('bath.png'));

  await waitForThumbnails(3);
  expect(uploads()).toHaveLength(3);
  const list = screen.getByRole('list', { name: 'Listing images' });
  expect(thumbnails().every((src) => src.endsWith('?size=card'))).toBe(true);
  const [first, second] = thumbnails();
  expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Cover');
  expect(within(list).getByRole('img', { name: 'Cover image' }).getAttribute('src')).toBe(first);

  fireEvent.click(screen.getByRole('button', { name: 'Move image 2 left' }));
  expect(thumbnails().slice(0, 2)).toEqual([second, first]);
  expect(within(list).getByRole('img', { name: 'Cover image' }).getAttribute('src')).toBe(second);
  expect((screen.getByRole('button', { name: 'Move image 1 left' }) as HTMLButtonElement).disabled).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
  expect(thumbnails()).toHaveLength(2);
  expect(thumbnails()[0]).toBe(first);
});

test('the first image picked is the cover, whichever upload finishes first', async () => {
  // Each upload is answered with an address named after its file; the first picked answers last.
  const delays: Record<string, number> = { 'front.png': 600, 'room.png': 300, 'bath.png': 0 };
  await renderCreate({
    'POST /api/images?purpose=listing': async ({ body }) => {
      const name = Object.keys(delays).find((file) => String(body).includes(`filename="${file}"`)) ?? 'unknown';
      await new Promise((resolve) => setTimeout(resolve, delays[name]));
      return { status: 201, body: { success: true, url: `/api/images/${name.replace('.png', '').padStart(24, '0')}` } };
    },
  });

  await pickImages(picture('front.png'), picture('room.png'), picture('bath.png'));
  await waitForThumbnails(3);

  expect(thumbnails().map((src) => src.replace(/^.*\/0*|\?.*$/g, ''))).toEqual(['front', 'room', 'bath']);
  const list = screen.getByRole('list', { name: 'Listing images' });
  expect(within(list).getByRole('img', { name: 'Cover image' }).getAttribute('src')).toContain('front');
});

test(`images upload ${UPLOADS_IN_FLIGHT_MAX} at a time, as the API allows, the others in turn`, async () => {
  let underWay = 0;
  let most = 0;
  await renderCreate({
    'POST /api/images?purpose=listing': async ({ body }) => {
      underWay += 1;
      most = Math.max(most, underWay);
      await new Promise((resolve) => setTimeout(resolve, 150));
      underWay -= 1;
      const name = /filename="([^"]+)\.png"/.exec(String(body))?.[1] ?? 'unknown';
      return { status: 201, body: { success: true, url: `/api/images/${name.padStart(24, '0')}` } };
    },
  });

  await pickImages(picture('a1.png'), picture('b2.png'), picture('c3.png'), picture('d4.png'), picture('e5.png'));
  await waitForThumbnails(5);

  expect(uploads()).toHaveLength(5);
  expect(most).toBe(UPLOADS_IN_FLIGHT_MAX);
});

test(`more than ${LISTING_LIMITS.imagesMax} images: the ones over are refused with the spec's message`, async () => {
  await renderCreate();
  const files = Array.from({ length: LISTING_LIMITS.imagesMax + 1 }, (_, index) => picture(`photo-${index + 1}.png`));

  await pickImages(...files);

  const alert = screen.getByText(LISTING_MESSAGES.tooManyImages).closest('[role="alert"]') as HTMLElement;
  expect(alert.textContent).toContain('photo-7.png');
  await waitForThumbnails(LISTING_LIMITS.imagesMax);
  expect(uploads()).toHaveLength(LISTING_LIMITS.imagesMax);
  expect((screen.getByRole('button', { name: 'Add images' }) as HTMLButtonElement).disabled).toBe(true);
});

test('a file over the size limit, or not an image, is refused before it is sent; a failed upload says so', async () => {
  await renderCreate({
    'POST /api/images?purpose=listing': () => ({
      status: 400,
      body: { success: false, statusCode: 400, message: AUTH_MESSAGES.notAnImage },
    }),
  });

  await pickImages(picture('huge.png', LISTING_LIMITS.imageMaxBytes + 1), new File(['notes'], 'notes.txt', { type: 'text/plain' }));

  expect(screen.getByText(LISTING_MESSAGES.imageTooLarge).closest('[role="alert"]')?.textContent).toContain('huge.png');
  expect(screen.getByText(AUTH_MESSAGES.notAnImage).closest('[role="alert"]')?.textContent).toContain('notes.txt');
  expect(uploads()).toHaveLength(0);

  await pickImages(picture('fake.png'));

  const failed = (await screen.findByText(LISTING_MESSAGES.imageUploadFailed)).closest('[role="alert"]') as HTMLElement;
  expect(failed.textContent).toContain('fake.png');
  expect(thumbnails()).toEqual([]);
});
