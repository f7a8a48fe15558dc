export { EmptyState, type EmptyStateProps, type HeadingLevel } from './EmptyState';
