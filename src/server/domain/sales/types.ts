/** The sale as the API and the pages receive it: a card for lists, a detail with every legal field. */
import type { ImageVariant } from '../../../lib/images.ts';
import type { PublicProfile } from '../users/public-profile.ts';

export type SaleStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** One photo; position 0 is the default photo. `uid` is the file key, `source` its 640 px URL. */
export interface SaleImage {
  uid: string;
  position: number;
  source: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export interface Named<K = string> {
  code: K;
  name: string;
}

export interface Place {
  id: number;
  name: string;
}

export interface SaleCard {
  uid: string;
  title: string;
  species: Named;
  /** Null: undetermined breed (no breed name is ever shown then). */
  breed: Named | null;
  purebred: boolean;
  /** Euros; 0 means "Gratuito". */
  price: number;
  free: boolean;
  sex: 'MALE' | 'FEMALE';
  birthDate: string;
  /** The date the animal may go to its new home (at least 8 weeks after birth). */
  registerDate: string;
  location: Place | null;
  childLocation: Place | null;
  certified: boolean;
  dangerous: boolean;
  /** The default photo. */
  image: SaleImage | null;
  status: SaleStatus;
  /** When the sale was last approved (its publication date), ISO 8601. */
  publishedAt: string | null;
}

export interface SaleDetail extends SaleCard {
  description: string;
  litterSize: number | null;
  microchip: string | null;
  motherMicrochip: string | null;
  lopNumber: string | null;
  images: SaleImage[];
  /** The moderator's reason; only its owner and admins are given it. */
  rejectReason: string | null;
  ownerUid: string;
  /** The seller's breeder card (DGAV number included). */
  seller: PublicProfile;
  createDate: string;
  updateDate: string;
}

/** Spring-style page, as every paged call answers. */
export interface Page<T> {
  content: T[];
  totalElements: number;
}
