export { FilterBar } from './FilterBar';
export type { FilterBarProps, FilterBarValue } from './FilterBar';
export { formatDateRange, presetRange, PRESET_LABELS } from './presets';
export type { DatePreset, DateRange } from './presets';
