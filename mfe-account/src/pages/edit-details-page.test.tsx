import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FieldError, PublicUser } from '@nivasa/contracts/api';
import type { ErrorCode } from '@nivasa/contracts/errors';
import { AUTH_MESSAGES, FIELD_MESSAGES } from '@nivasa/contracts/auth-messages';
import { currentUserAtom } from '@nivasa/session/session-state';
import { checkedStore, fieldRefusal, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { renderRoutes } from '@nivasa/ui/test-render';
import { AVATAR_PICKER_TEXT } from '../features/edit-details/messages';
import { EditDetailsPage } from './edit-details-page';

const user: PublicUser = { ...memberUser, number: '+94771234567', avatar: '' };
const UPLOADED = '/api/images/665f1c2e9b1e8a00aaaaaaaa';

let server: TestApiServer;

beforeEach(() => localStorage.clear());
afterEach(() => server.close());

/** The update answers with the user and the changes applied, as the API does. */
const updateRoute = (): TestRoutes => ({
  [`POST /api/user/update/${user._id}`]: ({ body }) => ({
    status: 200,
    body: { success: true, message: AUTH_MESSAGES.userUpdated, user: { ...user, ...(body as object) } },
  }),
});

/** The update refused, naming the fields as the API does. */
const refusedUpdate = (code: ErrorCode, status: number, ...errors: FieldError[]): TestRoutes => ({
  [`POST /api/user/update/${user._id}`]: () => ({ status, body: fieldRefusal(code, status, ...errors) }),
});

async function renderEditDetails(routes: TestRoutes, signedIn: PublicUser = user) {
  server = await startTestApiServer(routes);
  return renderRoutes([{ path: '/edit-details', element: <EditDetailsPage /> }], {
    url: '/edit-details',
    store: checkedStore(signedIn, server.url),
  });
}

function field(label: string) {
  return screen.getByLabelText<HTMLInputElement>(label);
}

/** Types into a field; the field's rule checks the value at once, and its answer is awaited. */
async function type(label: string, value: string) {
  await act(async () => fireEvent.change(field(label), { target: { value } }));
}

async function pick(file: File) {
  await act(async () => fireEvent.change(screen.getByLabelText('Avatar picture'), { target: { files: [file] } }));
}

const picture = () => new File([new Uint8Array(64)], 'me.png', { type: 'image/png' });

test('shows the avatar to click, the four fields filled in, the current password, and the Edit button', async () => {
  await renderEditDetails({});

  expect(screen.getByRole('heading', { name: 'Edit details' })).toBeTruthy();
  const input = screen.getByLabelText('Avatar picture');
  expect(input.getAttribute('type')).toBe('file');
  expect(input.getAttribute('accept')).toBe('image/*');
  const clicked = jest.fn();
  input.addEventListener('click', clicked);
  fireEvent.click(screen.getByRole('button', { name: 'Change your picture' }));
  expect(clicked).toHaveBeenCalled();

  expect(field('Username').value).toBe(user.username);
  expect(field('Email').value).toBe(user.email);
  expect(field('Password').value).toBe('');
  expect(field('Current Password').value).toBe('');
  expect(field('Current Password').getAttribute('autocomplete')).toBe('current-password');
  expect(field('Phone Number').value).toBe('+94 77 123 4567');
  expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  expect(screen.queryByText('Please add a phone number')).toBeNull();
  // What a new password must be, before anything is sent.
  expect(screen.getByText(`Leave it empty to keep your password. ${FIELD_MESSAGES.passwordHint}`)).toBeTruthy();
  expect(screen.getByText('Needed to change your email or password.')).toBeTruthy();
});

test('an account made with the identity provider is told how to get a password instead of asked for one', async () => {
  await renderEditDetails({}, { ...user, hasPassword: false });

  expect(screen.queryByLabelText('Current Password')).toBeNull();
  const hint = screen.getByRole('alert');
  expect(hint.textContent).toContain(AUTH_MESSAGES.noPasswordYet);
  expect(within(hint).getByRole('link', { name: 'Set a password by email' }).getAttribute('href')).toBe('/forgotpassword');
});

test('a new email is sent with the current password, and the answer says a link is on its way', async () => {
  const { store } = await renderEditDetails({
    [`POST /api/user/update/${user._id}`]: () => ({ status: 200, body: { success: true, message: AUTH_MESSAGES.emailChangeSent, user } }),
  });
  await type('Email', 'nimali.p@example.lk');
  await type('Current Password', 'Kandy-lake-2026');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  const notice = await screen.findByRole('alert');
  expect(notice.textContent).toContain(AUTH_MESSAGES.emailChangeSent);
  expect(notice.className).toContain('ant-alert-success');
  expect(server.requests.map(({ body }) => body)).toEqual([{ email: 'nimali.p@example.lk', currentPassword: 'Kandy-lake-2026' }]);
  // The account keeps its email until the link is opened.
  expect(store.get(currentUserAtom)?.email).toBe(user.email);
  expect(field('Email').value).toBe(user.email);
  expect(field('Current Password').value).toBe('');
});

/** The form item (label, input and messages) around a field. */
const itemOf = (label: string) => field(label).closest('.ant-form-item') as HTMLElement;

test('a wrong current password shows under that field', async () => {
  await renderEditDetails(
    refusedUpdate('CURRENT_PASSWORD_WRONG', 403, {
      field: 'currentPassword',
      code: 'FIELD_WRONG',
      params: {},
      message: FIELD_MESSAGES.currentPasswordWrong,
    }),
  );
  await type('Password', 'Ella-rock-2026');
  await type('Current Password', 'not it');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  expect(await within(itemOf('Current Password')).findByText(FIELD_MESSAGES.currentPasswordWrong)).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a password too easy to guess shows under the password field', async () => {
  await renderEditDetails(
    refusedUpdate('VALIDATION_FAILED', 400, {
      field: 'password',
      code: 'FIELD_TOO_WEAK',
      params: {},
      message: FIELD_MESSAGES.passwordWeak,
    }),
  );
  await type('Password', 'password');
  await type('Current Password', 'Kandy-lake-2026');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  const weak = await within(itemOf('Password')).findByText(FIELD_MESSAGES.passwordWeak);
  expect(weak.closest('.ant-form-item-explain-error')).toBeTruthy();
});

test('asks for a phone number when the account has none', async () => {
  await renderEditDetails({}, { ...user, number: '' });

  expect(screen.getByText('Please add a phone number')).toBeTruthy();
});

test('Edit sends only what changed, reads Loading... meanwhile, then shows the updated user', async () => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const { store } = await renderEditDetails({
    [`POST /api/user/update/${user._id}`]: async ({ body }) => {
      await answered;
      const updated = { ...user, ...(body as object) };
      return { status: 200, body: { success: true, message: AUTH_MESSAGES.userUpdated, user: updated } };
    },
  });
  await type('Username', 'nimali_p');
  await type('Password', 'Ella-rock-2026');
  await type('Current Password', 'Kandy-lake-2026');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
  expect(await screen.findByRole('button', { name: 'Loading...' })).toBeTruthy();
  await act(async () => answer());

  const notice = await screen.findByRole('alert');
  expect(notice.textContent).toContain(AUTH_MESSAGES.userUpdated);
  expect(notice.className).toContain('ant-alert-success');
  expect(server.requests.map(({ body }) => body)).toEqual([
    { username: 'nimali_p', password: 'Ella-rock-2026', currentPassword: 'Kandy-lake-2026' },
  ]);
  expect(store.get(currentUserAtom)?.username).toBe('nimali_p');
  expect(field('Password').value).toBe('');
});

test('with nothing changed, nothing is sent', async () => {
  await renderEditDetails(updateRoute());

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  expect((await screen.findByRole('alert')).textContent).toContain('Nothing has changed yet');
  expect(server.requests).toEqual([]);
});

test("a refusal shows the server's message in red, by its field", async () => {
  const { store } = await renderEditDetails(
    refusedUpdate('USERNAME_TAKEN', 409, { field: 'username', code: 'FIELD_TAKEN', params: {}, message: AUTH_MESSAGES.usernameTaken }),
  );
  await type('Username', 'kasun');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  const help = await screen.findByText(AUTH_MESSAGES.usernameTaken);
  expect(help.closest('.ant-form-item-explain-error')).toBeTruthy();
  expect(store.get(currentUserAtom)).toEqual(user);

  await type('Username', 'nimali_p');
  expect(screen.queryByText(AUTH_MESSAGES.usernameTaken)).toBeNull();
});

test('a message about no field shows above the button, in red', async () => {
  await renderEditDetails(
    refusedUpdate(
      'VALIDATION_FAILED',
      400,
      { field: 'number', code: 'FIELD_INVALID', params: {}, message: FIELD_MESSAGES.number },
      { field: 'isAdmin', code: 'FIELD_INVALID', params: {}, message: 'property isAdmin should not exist' },
    ),
  );
  await type('Phone Number', '071 234 5678');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  expect(await screen.findByText(FIELD_MESSAGES.number)).toBeTruthy();
  const alert = screen.getByRole('alert');
  expect(alert.className).toContain('ant-alert-error');
  expect(alert.textContent).toContain('property isAdmin should not exist');
});

test("values the API would refuse are refused under their fields, in the API's words, before anything is sent", async () => {
  await renderEditDetails(updateRoute());
  await type('Username', 'ab');
  await type('Email', 'nimali.example.lk');
  await type('Password', 'short');
  await type('Phone Number', '12');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  // Each field's check settles on its own (a loaded CI took longer for the number's than the username's).
  expect(await within(itemOf('Username')).findByText(FIELD_MESSAGES.username)).toBeTruthy();
  expect(await within(itemOf('Email')).findByText(FIELD_MESSAGES.email)).toBeTruthy();
  expect(await within(itemOf('Password')).findByText(FIELD_MESSAGES.password)).toBeTruthy();
  expect(await within(itemOf('Phone Number')).findByText(FIELD_MESSAGES.number)).toBeTruthy();
  expect(server.requests).toEqual([]);

  // An empty password keeps the current one, and the number typed another way is still a number.
  await type('Username', 'nimali_p');
  await type('Email', user.email);
  await type('Password', '');
  await type('Phone Number', '077 123 4567');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  expect(await screen.findByText(AUTH_MESSAGES.userUpdated)).toBeTruthy();
  expect(server.requests.map(({ body }) => body)).toEqual([{ username: 'nimali_p' }]);
});

test('an uploaded picture is previewed, then sent with the next Edit', async () => {
  const { store } = await renderEditDetails({
    'POST /api/images?purpose=avatar': () => ({ status: 201, body: { success: true, url: UPLOADED } }),
    ...updateRoute(),
  });

  await pick(picture());

  expect(await screen.findByText('Image successfully uploaded!')).toBeTruthy();
  const button = screen.getByRole('button', { name: 'Change your picture' });
  expect(within(button).getByRole('img').getAttribute('src')).toBe(UPLOADED);

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
  expect(await screen.findByText(AUTH_MESSAGES.userUpdated)).toBeTruthy();
  expect(server.requests.at(-1)?.body).toEqual({ avatar: UPLOADED });
  expect(store.get(currentUserAtom)?.avatar).toBe(UPLOADED);
});

test('a file that is not an image shows the upload error in red', async () => {
  await renderEditDetails({});

  await pick(new File(['notes'], 'notes.txt', { type: 'text/plain' }));

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(AVATAR_PICKER_TEXT.en.failed);
  expect(alert.className).toContain('ant-alert-error');
  expect(server.requests).toEqual([]);
});

test("the language of the account's mail is chosen by each language's own name, and sent alone", async () => {
  const { store } = await renderEditDetails(updateRoute());
  const language = screen.getByLabelText<HTMLSelectElement>('Language');
  expect(language.value).toBe('en');
  expect(Array.from(language.options).map(({ value, text }) => [value, text])).toEqual([
    ['en', 'English'],
    ['si', 'සිංහල'],
    ['ta', 'தமிழ்'],
  ]);

  await act(async () => fireEvent.change(language, { target: { value: 'si' } }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));

  expect(await screen.findByText(AUTH_MESSAGES.userUpdated)).toBeTruthy();
  expect(server.requests.map(({ body }) => body)).toEqual([{ language: 'si' }]);
  expect(store.get(currentUserAtom)?.language).toBe('si');
});
