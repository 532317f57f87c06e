import { createElement, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { AVATAR_MAX_BYTES } from '@nivasa/contracts/limits';
import { checkedStore, memberUser } from '@nivasa/session/test-fixtures';
import { startTestApiServer, type TestApiServer, type TestRoutes } from '@nivasa/session/test-api-server';
import { useAvatarUpload } from './use-avatar-upload';

let server: TestApiServer;

afterEach(() => server.close());

async function renderUpload(routes: TestRoutes) {
  server = await startTestApiServer(routes);
  const store = checkedStore(memberUser, server.url);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  return renderHook(() => useAvatarUpload(), { wrapper }).result;
}

const png = (bytes = 64) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

test('a picture goes up at once, with its progress, and its URL becomes the pending avatar', async () => {
  const upload = await renderUpload({
    'POST /api/images?purpose=avatar': () => ({ status: 201, body: { success: true, url: '/api/images/abc' } }),
  });

  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = upload.current.start(png());
  });
  expect(upload.current.upload).toEqual({ status: 'running', percent: 0, resumable: false });
  await act(() => done);

  expect(upload.current.upload).toEqual({ status: 'success', url: '/api/images/abc' });
  expect(server.requests[0].body).toContain('name="image"; filename="me.png"');
});

test('a file that is not an image, or is over 2 MB, fails without being sent', async () => {
  const upload = await renderUpload({});

  await act(() => upload.current.start(new File(['notes'], 'notes.txt', { type: 'text/plain' })));
  expect(upload.current.upload).toEqual({ status: 'error' });

  await act(() => upload.current.start(png(AVATAR_MAX_BYTES + 1)));
  expect(upload.current.upload).toEqual({ status: 'error' });
  expect(server.requests).toEqual([]);
});

test("the server's refusal is an error", async () => {
  const upload = await renderUpload({
    'POST /api/images?purpose=avatar': () => ({
      status: 400,
      body: { success: false, statusCode: 400, message: 'Only image files can be uploaded.' },
    }),
  });

  await act(() => upload.current.start(png()));

  expect(upload.current.upload).toEqual({ status: 'error' });
});

test('cancel stops the upload', async () => {
  let received: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (received = resolve));
  const upload = await renderUpload({
    'POST /api/images?purpose=avatar': () => {
      received();
      // Never answers: only the cancel ends it.
      return new Promise(() => undefined);
    },
  });

  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = upload.current.start(png());
  });
  await arrived;
  act(() => upload.current.cancel());
  await act(() => done);

  await waitFor(() => expect(upload.current.upload).toEqual({ status: 'canceled' }));
});
