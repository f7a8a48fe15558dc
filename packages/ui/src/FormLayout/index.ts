export { FormLayout } from './FormLayout';
export type { FormLayoutActionsProps, FormLayoutProps, FormLayoutSectionProps } from './FormLayout';
export { fieldError, fieldErrorsFromResponse } from './serverErrors';
export type { ValidationErrorBody } from './serverErrors';
