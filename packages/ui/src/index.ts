// @pawon/ui — hand-kept public API. Each component is exported beside its props type, grouped by area.
// Two people edit this file: re-read it before editing and touch only your own lines.

// Theme and tokens
export {
  baseTokens,
  breakpoints,
  cssVar,
  darkTheme,
  lightTheme,
  media,
  PawonThemeProvider,
  specDefaults,
  themes,
  themeToCss,
  themeToCssEntries,
  usePawonTheme,
  usePortalContainer,
  varName,
  vars,
  type ColorTokens,
  type PawonTheme,
  type PawonThemeProviderProps,
  type ShadowTokens,
  type ThemeMode,
  type ThemeTokens,
  type ToastTokens,
  visuallyHidden,
} from './theme';

// Hooks
export { useControllableState, type UseControllableStateOptions } from './hooks/useControllableState';

// Built-in labels (the app's language)
export {
  UiLabelsProvider,
  useUiLabels,
  defaultUiLabels,
  type UiLabels,
  type UiLabelsProviderProps,
} from './UiLabels';

// Icons
export {
  Icon,
  iconUrl,
  isIconName,
  loadIcon,
  loadIconNames,
  preloadIcons,
  setIconBaseUrl,
  type BoxiconName,
  type IconName,
  type IconProps,
} from './Icon';

// Actions
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { IconButton, type IconButtonProps } from './IconButton';

// Feedback
export {
  ToastProvider,
  toastIcons,
  useLiftToasts,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastRecord,
  type ToastStatus,
} from './Toast';
export { LoadingDialog, type LoadingDialogProps } from './LoadingDialog';
export { Splash, type SplashProps } from './Splash';
export { Progress, type ProgressProps, type ProgressTone, type ProgressVariant } from './Progress';
export { Skeleton, type SkeletonProps, type SkeletonVariant } from './Skeleton';
export { EmptyState, type EmptyStateProps, type HeadingLevel } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';

// Overlays
export {
  Dialog,
  useDialogLayer,
  type DialogBodyProps,
  type DialogFooterProps,
  type DialogHeaderProps,
  type DialogProps,
  type DialogSize,
  type ReturnFocusTarget,
} from './Dialog';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmReasonOptions } from './ConfirmDialog';
export { Tooltip, type TooltipProps, type TooltipSide } from './Tooltip';
export { Menu, type MenuEntry, type MenuItemData, type MenuItemProps, type MenuProps } from './Menu';
export { Popover, type PopoverProps } from './Popover';
export { Tabs, type TabItem, type TabsProps } from './Tabs';

// Layout and navigation
export {
  normalizeIconName,
  Sidebar,
  type SidebarLinkProps,
  type SidebarMenu,
  type SidebarProps,
} from './Sidebar';
export { TopBar, type TopBarProps } from './TopBar';
export { PageHeader, type BreadcrumbItem, type PageHeaderProps } from './PageHeader';
export { Card, type CardProps } from './Card';
export { CenteredPanel, type CenteredPanelProps } from './CenteredPanel';
export { Stack, type StackProps } from './Stack';
export { Alert, type AlertProps, type AlertTone } from './Alert';
export { StatCard, type StatCardProps, type StatTone } from './StatCard';

// Formatting and parsing (numbers, money, dates; Indonesian by default, or English: setFormatLocale)
export {
  DEFAULT_TIME_ZONE,
  MONTH_NAMES,
  MONTH_NAMES_SHORT,
  WEEKDAY_NAMES,
  setFormatLocale,
  currentFormatLocale,
  numberMarks,
  type FormatLocale,
  formatMonth,
  monthName,
  addDays,
  endOfMonth,
  endOfWeek,
  endOfYear,
  formatDate,
  formatDateShort,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRupiah,
  formatSignedPercent,
  formatClock,
  formatTime,
  fromLocalDate,
  isBusinessDate,
  parseDateInput,
  parseMoneyInput,
  parseQuantityInput,
  roundRupiah,
  startOfMonth,
  startOfWeek,
  startOfYear,
  toLocalDate,
  todayIn,
  type BusinessDate,
  type DateInput,
  type FormatDateOptions,
  type FormatDateTimeOptions,
  type FormatNumberOptions,
  type FormatPercentOptions,
  type FormatQuantityOptions,
  type FormatRupiahOptions,
  type FormatTimeOptions,
  type NumericInput,
  type ParseQuantityOptions,
} from './format';

// Forms
export { Field, useField, type FieldBaseProps, type FieldProps, type FieldState } from './Field';
export {
  FormLayout,
  fieldError,
  fieldErrorsFromResponse,
  type FormLayoutProps,
  type FormLayoutSectionProps,
  type FormLayoutActionsProps,
  type ValidationErrorBody,
} from './FormLayout';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Textarea, type TextareaProps } from './Textarea';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { QuantityField, type QuantityFieldProps } from './QuantityField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';
export { DateField, type DateFieldProps } from './DateField';
export { TimeField, type TimeFieldProps } from './TimeField';
export { Checkbox, type CheckboxProps, type CheckedState } from './Checkbox';
export { Switch, type SwitchProps } from './Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { LineItems, type LineItemsProps, type LineItemsRowProps } from './LineItems';
export {
  ImageUpload,
  validateImage,
  DEFAULT_DOCUMENT_TYPES,
  DEFAULT_IMAGE_TYPES,
  DEFAULT_MAX_IMAGE_BYTES,
  type ImageUploadProps,
} from './ImageUpload';

// Data
export { DataTable, type ColumnDef, type DataTableProps, type SortDirection } from './DataTable';
export { Pagination, DEFAULT_PAGE_SIZES, pageItems, type PageItem, type PaginationProps } from './Pagination';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './StatusBadge';
export { Thumbnail, type ThumbnailProps } from './Thumbnail';
export {
  FilterBar,
  formatDateRange,
  presetRange,
  PRESET_LABELS,
  type DatePreset,
  type DateRange,
  type FilterBarProps,
  type FilterBarValue,
} from './FilterBar';

// Charts
export { WeeklyBarChart, type DivergingSeries, type WeeklyBarChartProps } from './WeeklyBarChart';
export { AreaChart, LineChart, type AreaChartProps, type LineChartProps, type LineSeries } from './LineChart';
export type { ChartFormatter } from './charts/formatters';
