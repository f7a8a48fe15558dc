export { PageHeader, type BreadcrumbItem, type PageHeaderProps } from './PageHeader';
