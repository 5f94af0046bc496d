import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@metafields/design-system';

/**
 * A component loaded when it first renders, with a spinner meanwhile: each route's page, and a
 * tab's panel when the tab first opens (react-aria mounts only the open panel). The widgets
 * behind a tab (value editors, the rule builder, file inputs) are then not part of the page's
 * first load, which `npm run bench` measures per route.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Panel = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={<Spinner />}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
