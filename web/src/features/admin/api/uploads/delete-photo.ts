import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `DELETE /api/admin/uploads` {path}: removes an upload nothing uses yet (path relative to the image
 * folder); 404 "Photo not found", 409 while a piece, banner, category or order references it.
 */
export function deletePhoto(path: string): Promise<unknown> {
  return apiRequest('/admin/uploads', { method: 'DELETE', body: { path } });
}
