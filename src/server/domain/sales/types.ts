/** The sale shapes the services return: defined in src/lib/sales/types.ts so islands share them. */
export type {
  MySale,
  MySaleDetail,
  Named,
  Page,
  Place,
  SaleAvailability,
  QueueItem,
  SaleCard,
  SaleDetail,
  SaleImage,
  SaleStatus,
  SalesPage,
  SellerCard,
} from '../../../lib/sales/types.ts';
