import { createContext, type ReactNode } from 'react';

/**
 * The words ui's components say by themselves (pagination, dialogs, date fields, toasts). ui never imports the app:
 * the app fills these from its catalogue through <UiLabelsProvider>; without one, the Indonesian defaults apply.
 * A component's own prop (`closeLabel`, `confirmLabel`…) still wins over the provider.
 */
export interface UiLabels {
  pagination: {
    nav: string;
    empty: string;
    /** "Menampilkan 1–25 dari 1.234": the numbers come formatted. */
    range: (from: string, to: string, total: string) => string;
    /** The phone layout's "Hal. 2 / 10". */
    compact: (page: string, count: string) => string;
    pageSize: string;
    first: string;
    previous: string;
    next: string;
    last: string;
    page: (page: string) => string;
  };
  dialog: { close: string };
  confirm: {
    title: string;
    message: string;
    confirm: string;
    cancel: string;
    failure: string;
    reason: string;
    reasonPlaceholder: string;
    reasonRequired: (label: string) => string;
  };
  date: {
    invalid: string;
    outOfRange: string;
    pick: string;
    picked: (date: string) => string;
    calendar: string;
    placeholder: string;
  };
  toast: { region: string; close: string };
  combobox: {
    placeholder: string;
    empty: string;
    loading: string;
    failed: string;
    clear: string;
    open: string;
    close: string;
  };
  select: { placeholder: string };
  table: {
    empty: string;
    loading: string;
    selectAll: string;
    selectRow: (position: number) => string;
    details: string;
    detailsRow: (position: number) => string;
    actions: string;
  };
  state: { emptyTitle: string; errorTitle: string; errorText: string; retry: string };
  period: {
    label: string;
    from: string;
    to: string;
    today: string;
    week: string;
    month: string;
    year: string;
    range: string;
    /** The step button to the period before the shown one. */
    previous: string;
    /** The step button to the period after it. */
    next: string;
    /** A chosen range that ends before it starts. */
    inverted: string;
  };
  image: {
    pick: string;
    remove: string;
    discard: string;
    preview: (name: string) => string;
    current: string;
    /** Document mode: the pick button, the button dropping a new file, the saved file's sign and the button opening it. */
    pickDocument: string;
    discardDocument: string;
    currentDocument: string;
    view: string;
    /** The field's hint: the types it takes (`JPG, PNG atau WebP`) and the largest size. */
    hint: (types: string, size: string) => string;
    /** Between the last two types: `JPG, PNG atau WebP`. */
    or: string;
    wrongType: (types: string) => string;
    tooLarge: (size: string, limit: string) => string;
  };
  /** `row`: what a line is called when the list has no label of its own. */
  lines: { add: string; remove: (position: number) => string; row: string };
  progress: { loading: string; app: string; standBy: string };
  page: { breadcrumb: string };
  password: { show: string; hide: string };
  nav: { main: string; open: string; close: string };
  time: { invalid: string; placeholder: string };
  chart: { category: string };
  required: { required: string; optional: string };
  /** A stat card's trend, spoken: `naik 12,5%`. */
  stat: {
    up: (amount: string) => string;
    down: (amount: string) => string;
    flat: (amount: string) => string;
  };
  /** A number field's own messages. */
  number: { negative: string; maximum: (max: string) => string };
}

/** The app's labels; undefined until it gives some (the components then use `defaultUiLabels`). */
export const UiLabelsContext = createContext<UiLabels | undefined>(undefined);

export interface UiLabelsProviderProps {
  /** The labels in the user's language; undefined keeps the Indonesian defaults. @default undefined */
  labels?: UiLabels;
  children?: ReactNode;
}

/** Gives ui's components their built-in words in the app's language. */
export function UiLabelsProvider({ labels, children }: UiLabelsProviderProps) {
  return <UiLabelsContext.Provider value={labels}>{children}</UiLabelsContext.Provider>;
}
UiLabelsProvider.displayName = 'UiLabelsProvider';
