import type { Consultancy, ConsultancyInput } from '../domain/consultancy';
import { makeResource } from './resource';

/** /consultancies: public reads, admin writes. */
export const consultanciesApi = makeResource<Consultancy, ConsultancyInput>('/consultancies');
