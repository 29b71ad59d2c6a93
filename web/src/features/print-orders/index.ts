// Print-on-demand: ordering printed goods of a design and following the orders.
export { PrintOrdersPanel } from './PrintOrdersPanel';
export { openOrderPrintsDialog, type PrintSource } from './OrderPrintsDialog';
