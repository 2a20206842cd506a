import { blogsApi } from '../../api/blogs';
import { consultanciesApi } from '../../api/consultancies';
import { coursesApi } from '../../api/courses';
import { factsApi } from '../../api/facts';
import type { makeResource } from '../../api/resource';
import { universitiesApi } from '../../api/universities';
import { ROUTES, paths } from '../../config/routes';

type AdminEntity = Parameters<typeof paths.adminEdit>[0];

/**
 * Each resource the admin lists and edits, once: its API module, its words and its addresses. Its list page
 * (`ResourceListPage`) and its editor (`defineEditor`) both read them from here.
 */
function adminResource<T, TInput>(
  entity: AdminEntity,
  api: ReturnType<typeof makeResource<T, TInput>>,
  words: { title: string; noun: string },
  routes: { list: string; new: string; edit: string },
) {
  const editHref = (id: number | string) => paths.adminEdit(entity, id);
  return { ...words, api, newHref: routes.new, editHref, routes: { list: routes.list, edit: routes.edit, editHref } };
}

export const ADMIN_RESOURCES = {
  blogs: adminResource(
    'blogs',
    blogsApi,
    { title: 'Blogs', noun: 'blog post' },
    { list: ROUTES.adminBlogs, new: ROUTES.adminBlogNew, edit: ROUTES.adminBlogEdit },
  ),
  universities: adminResource(
    'universities',
    universitiesApi,
    { title: 'Universities', noun: 'university' },
    { list: ROUTES.adminUniversities, new: ROUTES.adminUniversityNew, edit: ROUTES.adminUniversityEdit },
  ),
  consultancies: adminResource(
    'consultancies',
    consultanciesApi,
    { title: 'Consultancies', noun: 'consultancy' },
    { list: ROUTES.adminConsultancies, new: ROUTES.adminConsultancyNew, edit: ROUTES.adminConsultancyEdit },
  ),
  courses: adminResource(
    'courses',
    coursesApi,
    { title: 'Courses', noun: 'course' },
    { list: ROUTES.adminCourses, new: ROUTES.adminCourseNew, edit: ROUTES.adminCourseEdit },
  ),
  facts: adminResource('facts', factsApi, { title: 'Facts', noun: 'fact' }, { list: ROUTES.adminFacts, new: ROUTES.adminFactNew, edit: ROUTES.adminFactEdit }),
};
