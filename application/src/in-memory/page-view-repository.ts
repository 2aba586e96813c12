// The PageViewRepository's write over an array, for the page-view use case's tests and the dev mock.
import type { PageView, PageViewRepository } from '@edgeboard/domain';

export class InMemoryPageViewRepository implements Pick<PageViewRepository, 'add'> {
  readonly views: PageView[] = [];

  add(view: PageView): Promise<void> {
    this.views.push({ ...view });
    return Promise.resolve();
  }
}
