import type { Consultancy, ConsultancyInput } from '../domain/consultancy';
import { directoryQueryString, type DirectoryPage, type DirectoryQuery } from '../domain/directoryQuery';
import { api } from './client';
import { makeResource } from './resource';

/** /consultancies: public reads, admin writes. */
export const consultanciesApi = makeResource<Consultancy, ConsultancyInput>('/consultancies');

/** One page of the /consultancies list (its address's query string, as the page's own). */
export const consultancyListApi = {
  get: (query: DirectoryQuery, signal?: AbortSignal) =>
    api.get<DirectoryPage>(`/consultancy-list${directoryQueryString(query)}`, { signal }).then((r) => r.data),
};
