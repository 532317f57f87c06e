import { AUTH_PATHS, type ImageUploadResponse } from '@nivasa/contracts/api';
import type { ApiClient, UploadOptions } from '@nivasa/session/api-client';

/** Stores one listing photo (the API checks its content and strips its metadata); resolves with its URL. */
export function uploadListingImage(client: ApiClient, file: File, options: UploadOptions) {
  const form = new FormData();
  form.append('image', file);
  return client.upload<ImageUploadResponse>(AUTH_PATHS.uploadImage('listing'), form, options);
}
