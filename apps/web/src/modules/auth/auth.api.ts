import type { AppGrant, DeviceSession } from '@belegfluss/shared';
import { apiRequest } from '../../app/api-client.js';

export const authApi = {
  sessions: () => apiRequest<DeviceSession[]>('/api/auth/sessions', { audience: 'web' }),
  /** Signs another device out for good (it sees 'Die Sitzung wurde beendet!'). */
  revokeSession: (tokenId: string) =>
    apiRequest<{ ended: number }>('/api/auth/RefreshTokens/Delete', {
      method: 'DELETE',
      query: { id: tokenId },
      audience: 'web',
    }),
  /** Ends a module instance on another device; that device goes back to the start page. */
  terminateSession: (tokenId: string) =>
    apiRequest<{ ended: number }>('/NotifyClientsForInstanceTermination', {
      method: 'POST',
      body: [tokenId],
      audience: 'web',
    }),
  grants: () => apiRequest<AppGrant[]>('/api/auth/grants', { audience: 'web' }),
  revokeGrant: (id: string) =>
    apiRequest<{ revoked: true }>(`/api/auth/grants/${id}`, { method: 'DELETE', audience: 'web' }),
};
