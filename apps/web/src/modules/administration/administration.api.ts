import type {
  AdminUser,
  Deputy,
  DeputyCheck,
  ExternalUser,
  Group,
  MandantInfo,
  MandantSummary,
  Principal,
} from '@belegfluss/shared';
import { apiRequest as platformRequest, type RequestOptions } from '../../kernel/api-client.js';

/** Screens of this module show errors themselves (under the fields, in the dialog). */
const apiRequest = <T>(path: string, options: RequestOptions = {}) =>
  platformRequest<T>(path, { errors: 'caller', ...options });

export const listUserDetails = () => apiRequest<AdminUser[]>('/api/man/user/details');
export const listUsers = () => apiRequest<Principal[]>('/api/man/user/list');
export const saveUser = (input: Record<string, unknown>) =>
  apiRequest<AdminUser>(input.id ? '/api/man/user/edit' : '/api/man/user/add', {
    method: 'POST',
    body: input,
  });
export const setUserPassword = (id: string, password: string) =>
  apiRequest('/api/man/user/setpassword', { method: 'POST', body: { id, password } });
export const setUserActive = (id: string, active: boolean) =>
  apiRequest<AdminUser>('/api/man/user/setactive', { method: 'POST', body: { id, active } });
export const listRightNames = () =>
  apiRequest<{ name: string; perMandant: boolean }[]>('/api/man/user/rightnames');

export const listGroupDetails = () => apiRequest<Group[]>('/api/man/group/details');
export const listGroups = () => apiRequest<Principal[]>('/api/man/group/list');
export const saveGroup = (input: Record<string, unknown>) =>
  apiRequest<Group>(input.id ? '/api/man/group/edit' : '/api/man/group/add', { method: 'POST', body: input });
export const deleteGroup = (id: string) =>
  apiRequest('/api/man/group/delete', { method: 'POST', body: { id } });

export const listMandanten = () => apiRequest<MandantSummary[]>('/api/man/mandanten/list');
export const getMandantInfo = (mandantId: string) =>
  apiRequest<MandantInfo>('/api/man/mandanten/getfullmandantinfo', { query: { mandantId } });
export const saveMandant = (input: Record<string, unknown>) =>
  apiRequest<MandantInfo>(input.id ? '/api/man/mandanten/savefullmandantinfo' : '/api/man/mandanten/create', {
    method: 'POST',
    body: input,
  });

export const listExternalUsers = (mandantId: string) =>
  apiRequest<ExternalUser[]>('/api/man/mandanten/getexternalworkflowusers', { query: { mandantId } });
export const saveExternalUser = (input: Record<string, unknown> & { mandantId: string }) =>
  apiRequest<ExternalUser>(
    input.id ? '/api/man/mandanten/editexternalworkflowuser' : '/api/man/mandanten/addexternalworkflowuser',
    {
      method: 'POST',
      body: input,
    },
  );
export const deleteExternalUser = (mandantId: string, id: string) =>
  apiRequest('/api/man/mandanten/deleteexternalworkflowuser', { method: 'POST', body: { mandantId, id } });

export const listDeputies = () => apiRequest<Deputy[]>('/api/man/SV/list');
export const checkDeputy = (input: Record<string, unknown>) =>
  apiRequest<DeputyCheck>('/api/man/SV/check', { method: 'POST', body: input });
export const saveDeputy = (input: Record<string, unknown>) =>
  apiRequest<Deputy>(input.id ? '/api/man/SV/edit' : '/api/man/SV/add', { method: 'POST', body: input });
export const deleteDeputy = (id: string) =>
  apiRequest('/api/man/SV/delete', { method: 'POST', body: { id } });
