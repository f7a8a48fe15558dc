/** The history of changes at its contract tag's menu (`/change-history`, decision 030). */
export { default } from './HistoryScreen';
