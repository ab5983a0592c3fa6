export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { SkeletonRows, DEFAULT_SKELETON_ROWS } from './SkeletonRows';
export type { SkeletonRowsProps } from './SkeletonRows';
