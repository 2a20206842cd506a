import type { University, UniversityInput } from '../domain/university';
import { makeResource } from './resource';

/** /universities: public reads, admin writes. */
export const universitiesApi = makeResource<University, UniversityInput>('/universities');
