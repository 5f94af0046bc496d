import { Skeleton, Stack } from '@metafields/design-system';

/** Placeholder rows while a list's first page loads, with 'Loading' for screen readers. */
export function ListSkeleton() {
  return (
    <Stack gap="300" aria-busy="true">
      <Skeleton showLoadingText />
      <Skeleton />
      <Skeleton />
    </Stack>
  );
}
