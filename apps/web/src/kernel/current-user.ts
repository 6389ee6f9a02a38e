import type { CurrentUser } from '@belegfluss/shared';
import { apiRequest } from './api-client.js';

/** The signed-in user with their Mandanten and rights (query key `['auth', 'me']`). */
export const fetchCurrentUser = () => apiRequest<CurrentUser>('/api/auth/me', { errors: 'caller' });
