import { afterEach, expect, it, vi } from 'vitest';
import { boot } from '../../src/app/boot';
import { pages } from '../../src/app/pages';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

it("the app runs the first page's modules in a task after its own, not in the task that ran the app's", async () => {
  document.body.innerHTML = '<div id="root" data-rendered="server"></div>';
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  // Held: this test is about when the page is asked for, not about the render after it.
  const preload = vi.spyOn(pages.blog, 'preload').mockReturnValue(new Promise(() => {}));
  void boot('blog');
  // Every microtask of the task that started the app has run: the page has not been asked for.
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(preload).not.toHaveBeenCalled();
  // The next task asks for it.
  vi.runOnlyPendingTimers();
  await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
});
