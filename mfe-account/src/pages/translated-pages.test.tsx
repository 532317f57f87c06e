import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import antdTamil from 'antd/locale/ta_IN';
import type { ListingInput } from '@nivasa/contracts/api';
import type { Language } from '@nivasa/contracts/languages';
import { priceLimits } from '@nivasa/contracts/listing-types';
import { formatRupees } from '@nivasa/contracts/price';
import { setPageLanguage } from '@nivasa/session/language';
import { checkedStore, memberUser, sampleListing } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { LISTING_CATALOGUE, LISTING_FIELD_LABELS_CATALOGUE } from '@nivasa/ui/listing-catalogues';
import { renderRoutes } from '@nivasa/ui/test-render';
import { IMAGE_PICKER_TEXT as IMAGE_PICKER_SI, LISTING_FORM_TEXT as LISTING_FORM_SI } from '../features/listings/messages.si';
import { MY_LISTINGS_LIST_TEXT as MY_LISTINGS_LIST_TA } from '../features/listings/messages.ta';
import { CREATE_LISTING_PAGE_TEXT as CREATE_LISTING_PAGE_SI } from '../messages.si';
import { MY_LISTINGS_PAGE_TEXT as MY_LISTINGS_PAGE_TA } from '../messages.ta';
import { choose, chosen, field, optionsOf, submit, type } from '../test-support/listing-form-driver';
import { imageUploadRoute, picture } from '../test-support/listing-fixtures';
import { CreateListingPage } from './create-listing-page';
import { MyListingsPage } from './my-listings-page';

// antd's form is slow to draw in jsdom, and the form's test uploads over loopback.
jest.setTimeout(60_000);

let server: TestApiServer;

beforeEach(() => {
  localStorage.clear();
  // antd measures what jsdom cannot lay out (NaN heights of its motion, a dialog's scrollbar).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

async function renderIn(language: Language, path: string, element: React.ReactElement, routes: TestRoutes) {
  server = await startTestApiServer(routes);
  const store = checkedStore(memberUser, server.url);
  setPageLanguage(language, store);
  // The first render suspends until the page's translations (and antd's) arrive.
  return act(async () =>
    renderRoutes(
      [
        { path, element },
        { path: '*', element: <p>another page</p> },
      ],
      { url: path, store },
    ),
  );
}

test('the listing form in Sinhala: its texts, types, districts and towns in Sinhala, the English names sent', async () => {
  let sent: ListingInput | undefined;
  await renderIn('si', '/create-listing', <CreateListingPage />, {
    ...imageUploadRoute(),
    'POST /api/listing/create': ({ body }) => {
      sent = body as ListingInput;
      return {
        status: 201,
        body: { success: true, message: 'සාදනු ලැබුවා', listing: { ...sampleListing, _id: 'newlistingid000000000001' } },
      };
    },
  });
  const listingText = await LISTING_CATALOGUE.load('si');
  const labels = await LISTING_FIELD_LABELS_CATALOGUE.load('si');

  expect(await screen.findByRole('heading', { level: 1, name: listingText.createTitle })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: LISTING_FORM_SI.placeSection })).toBeTruthy();
  const { min, max } = priceLimits('singleroom');
  expect(screen.getByText(`${formatRupees(min, 'si')} සිට ${formatRupees(max, 'si')} දක්වා.`)).toBeTruthy();
  expect(screen.getByText('රු.')).toBeTruthy();
  expect(screen.getByRole('button', { name: IMAGE_PICKER_SI.addImages })).toBeTruthy();

  expect(await optionsOf(labels.district)).toEqual(expect.arrayContaining(['කොළඹ', 'මහනුවර', 'යාපනය']));
  await choose(labels.district, 'මහනුවර');
  expect((await optionsOf(labels.city)).slice(0, 2)).toEqual(['මහනුවර', 'පේරාදෙණිය']);
  await choose(labels.city, 'පේරාදෙණිය');
  expect(chosen(labels.district)).toBe('මහනුවර');
  expect(chosen(labels.city)).toBe('පේරාදෙණිය');

  type(labels.name, 'පේරාදෙණිය සරසවිය අසල තනි කාමරයක්');
  type(labels.description, 'වෙනම පිවිසුමක් සහිත නිස්කලංක කාමරයක්.');
  type(labels.address, '12 පන්සල පාර, පේරාදෙණිය');
  type(labels.bedrooms, '1');
  type(labels.beds, '1');
  type(labels.bathrooms, '1');
  type(LISTING_FORM_SI.rentLabel, '25000');
  type(labels.area, '180');
  await act(async () => fireEvent.change(field(labels.imageUrls), { target: { files: [picture()] } }));
  // The upload lands as the cover, named in Sinhala.
  const images = await screen.findByRole('list', { name: IMAGE_PICKER_SI.listLabel }, { timeout: 15_000 });
  expect(await within(images).findByRole('img', { name: IMAGE_PICKER_SI.coverAlt }, { timeout: 15_000 })).toBeTruthy();
  expect(within(images).getByText(IMAGE_PICKER_SI.cover)).toBeTruthy();
  await submit(CREATE_LISTING_PAGE_SI.submit);

  await waitFor(() => expect(sent).toBeDefined());
  expect(sent).toMatchObject({ district: 'Kandy', city: 'Peradeniya', type: 'singleroom', rentType: 'monthly', rent: 25000 });
});

test('My listings in Tamil: the place, status and buttons in Tamil, and antd’s own dialog buttons too', async () => {
  await renderIn('ta', '/my-listings', <MyListingsPage />, {
    [`GET /api/user/listings/${memberUser._id}`]: () => ({ status: 200, body: [sampleListing] }),
  });
  const listingText = await LISTING_CATALOGUE.load('ta');

  expect(await screen.findByRole('heading', { level: 1, name: MY_LISTINGS_PAGE_TA.title })).toBeTruthy();
  const row = within(await screen.findByRole('list', { name: MY_LISTINGS_LIST_TA.listLabel })).getByRole('listitem');
  expect(within(row).getByText('பேராதனை, கண்டி')).toBeTruthy();
  expect(within(row).getByText(listingText.statusApproved)).toBeTruthy();
  expect(within(row).getByRole('button', { name: MY_LISTINGS_LIST_TA.editLabel(sampleListing.name) }).textContent).toBe(
    MY_LISTINGS_LIST_TA.edit,
  );

  fireEvent.click(within(row).getByRole('button', { name: MY_LISTINGS_LIST_TA.deleteLabel(sampleListing.name) }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(MY_LISTINGS_LIST_TA.deleteTitle(sampleListing.name))).toBeTruthy();
  expect(within(dialog).getByText(listingText.confirmDelete)).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: antdTamil.Modal?.cancelText })).toBeTruthy();
});

test('the listing form in Tamil finds a district by its Tamil or English name, and antd’s texts are Tamil', async () => {
  await renderIn('ta', '/create-listing', <CreateListingPage />, imageUploadRoute());
  const labels = await LISTING_FIELD_LABELS_CATALOGUE.load('ta');
  expect(await screen.findByRole('heading', { level: 1, name: (await LISTING_CATALOGUE.load('ta')).createTitle })).toBeTruthy();

  const district = field(labels.district);
  const offered = async (search: string) => {
    fireEvent.mouseDown(district);
    fireEvent.change(district, { target: { value: search } });
    const dropdown = await waitFor(() => {
      const open = document.getElementById(`${district.id}_list`)?.closest<HTMLElement>('.ant-select-dropdown');
      if (!open) throw new Error('the districts did not open');
      return open;
    });
    return dropdown;
  };
  expect(within(await offered('Kandy')).getByTitle('கண்டி')).toBeTruthy();
  expect(within(await offered('கண்')).getByTitle('கண்டி')).toBeTruthy();
  expect(
    within(await offered('no such place')).getByText(antdTamil.Empty?.description ?? '', { selector: '.ant-empty-description' }),
  ).toBeTruthy();

  await choose(labels.district, 'கண்டி');
  expect(chosen(labels.district)).toBe('கண்டி');
  expect((await optionsOf(labels.city)).slice(0, 2)).toEqual(['கண்டி', 'பேராதனை']);
});
