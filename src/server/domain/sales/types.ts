/** The sale shapes the services return: declared in src/lib/sales/shapes.ts so the API and the islands share them. */
export type {
  FavoritePage,
  ModerationPage,
  MySale,
  MySaleDetail,
  Named,
  Place,
  QueueItem,
  SaleCard,
  SaleDetail,
  SaleImage,
  SaleStatus,
  SalesPage,
  SellerCard,
} from '../../../lib/sales/shapes.ts';
export type { SaleAvailability } from '../../../lib/sales/types.ts';
