import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@metafields/design-system';

/**
 * A tab's panel loaded when the tab first opens (react-aria mounts only the open panel): the
 * widgets behind a tab (value editors, the rule builder, file inputs) are then not part of the
 * page's first load, which stays within the route budget of `npm run bench`.
 */
export function lazyPanel<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Panel = lazy(async () => ({ default: await load() }));
  return function LazyPanel(props: P) {
    return (
      <Suspense fallback={<Spinner />}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
