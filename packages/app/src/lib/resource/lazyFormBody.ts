import { lazy, type FunctionComponent, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

type FormBodyProps<T, V extends FieldValues> = {
  form: UseFormReturn<V>;
  record: T | null;
  failure?: unknown;
};
type FormBody<T, V extends FieldValues> = (props: FormBodyProps<T, V>) => ReactNode;

/** A resource's own form body (`ResourceDescriptor.FormBody`) loaded with the dialog, not with the list. */
export type LazyFormBody<T, V extends FieldValues> = FormBody<T, V> & {
  /** Fetches the body's chunk (the list screen calls it once the browser is idle). */
  preload: () => Promise<unknown>;
};

/**
 * Declares a form body that is its own chunk (issue 17): react-hook-form, the field renderers and the number and
 * image inputs are then not part of the list screen's first load. `useFormDialog` preloads it when the browser is
 * idle, so the dialog still opens at once.
 */
export function lazyFormBody<T, V extends FieldValues>(
  load: () => Promise<FormBody<T, V>>,
): LazyFormBody<T, V> {
  let loading: Promise<FormBody<T, V>> | undefined;
  const preload = () => (loading ??= load());
  const Body = lazy(() =>
    preload().then((component) => ({ default: component as FunctionComponent<FormBodyProps<T, V>> })),
  );
  return Object.assign(Body, { preload }) as LazyFormBody<T, V>;
}
