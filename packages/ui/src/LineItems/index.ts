export { LineItems, type LineItemsProps, type LineItemsRowProps } from './LineItems';
