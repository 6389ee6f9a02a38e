import type { AppGrant, DeviceSession } from '@belegfluss/shared';
import { apiRequest } from '../../kernel/api-client.js';
import { environment } from '../../kernel/environment.js';

const AUTH = environment.services.auth;

export const authApi = {
  sessions: () => apiRequest<DeviceSession[]>(`${AUTH}/sessions`, { audience: 'web' }),
  /** Signs another device out for good (it sees 'Die Sitzung wurde beendet!'). */
  revokeSession: (tokenId: string) =>
    apiRequest<{ ended: number }>(`${AUTH}/RefreshTokens/Delete`, {
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
  grants: () => apiRequest<AppGrant[]>(`${AUTH}/grants`, { audience: 'web' }),
  revokeGrant: (id: string) =>
    apiRequest<{ revoked: true }>(`${AUTH}/grants/${id}`, { method: 'DELETE', audience: 'web' }),
};
