import type { Course, CourseInput } from '../domain/course';
import { makeResource } from './resource';

/** /courses: public reads, admin writes. */
export const coursesApi = makeResource<Course, CourseInput>('/courses');
