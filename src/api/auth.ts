import type { AdminUser, ChangePasswordInput, LoginInput } from '../domain/admin';
import { api } from './client';

/** /auth: the admin session lives in an HttpOnly cookie; these calls only start, read and end it. */
export const authApi = {
  login: (input: LoginInput, signal?: AbortSignal) => api.post<AdminUser>('/auth/login', input, { signal }).then((r) => r.data),
  logout: (signal?: AbortSignal) => api.post<void>('/auth/logout', {}, { signal }).then(() => undefined),
  me: (signal?: AbortSignal) => api.get<AdminUser>('/auth/me', { signal }).then((r) => r.data),
  /** The signed-in admin's own password; their other sessions end. */
  changePassword: (input: ChangePasswordInput, signal?: AbortSignal) => api.post<AdminUser>('/auth/password', input, { signal }).then((r) => r.data),
};
