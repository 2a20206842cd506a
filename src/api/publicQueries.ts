import type { PublicQueries } from '../domain/publicQueries';
import { blogsApi } from './blogs';
import { consultanciesApi, consultancyListApi } from './consultancies';
import { coursesApi } from './courses';
import { factsApi, ratesApi, settingsApi } from './facts';
import { universitiesApi } from './universities';

/** The public queries in the browser: the API over HTTP. */
export const clientQueries: PublicQueries = {
  blogs: blogsApi,
  universities: universitiesApi,
  courses: coursesApi,
  consultancies: consultanciesApi,
  consultancyList: (query, signal) => consultancyListApi.get(query, signal),
  pageFacts: (page, signal) => factsApi.forPage(page, signal),
  factsByKeys: (keys, signal) => factsApi.byKeys(keys, signal),
  exchangeRates: (signal) => ratesApi.get(signal),
  siteSettings: (signal) => settingsApi.get(signal),
};
