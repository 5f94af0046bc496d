export { Skeleton } from './Skeleton.js';
export type { SkeletonProps, SkeletonVariant } from './Skeleton.js';
