import { AUTH_PATHS, type ImageUploadResponse } from '@nivasa/contracts/api';
import type { ApiClient, UploadOptions } from '@nivasa/session/api-client';

/** Stores the picture (the API checks it is an image and makes a 256×256 WebP); resolves with its URL. */
export function uploadAvatar(client: ApiClient, file: File, options: UploadOptions) {
  const form = new FormData();
  form.append('image', file);
  return client.upload<ImageUploadResponse>(AUTH_PATHS.uploadImage('avatar'), form, options);
}
