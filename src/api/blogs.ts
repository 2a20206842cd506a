import type { Blog, BlogInput } from '../domain/blog';
import { makeResource } from './resource';

/** /blogs: public reads list published posts; an admin session may pass `status` and sees drafts. */
export const blogsApi = makeResource<Blog, BlogInput>('/blogs');
