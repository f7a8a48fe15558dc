export { StatCard, type StatCardProps, type StatTone } from './StatCard';
