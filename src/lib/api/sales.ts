/** Sale calls the islands make: reference lists for the editor, publishing, photos, favourites and moderation. */
import type { SaleInputBody } from '../validation/sale.ts';
import type { AnimalsInputBody } from '../sales/litter.ts';
import type { HealthInputBody } from '../sales/health.ts';
import type { HealthDocumentKind } from '../sales/health-types.ts';
import type {
  FreshConfirmation,
  AvailabilityChange,
  AvailabilityUpdate,
  FavoritePage,
  FavoriteUpdate,
  HealthDocument,
  HealthRecord,
  LitterAnimals,
  LitterAnimalsSaved,
  LitterAnimalState,
  ModerationPage,
  MySaleDetail,
  MySalesPage,
  SaleEditResult,
  SaleImage,
  SalePhotoUpload,
  SaleStatus,
} from '../sales/shapes.ts';
import type { SaleAvailability } from '../sales/types.ts';
import type { Breed, Species } from '../reference/shapes.ts';
import type { FlagVerdicts, SaleFlagList, UsualPrice } from '../signals/shapes.ts';
import { api } from './client.ts';

export type { Breed, Species } from '../reference/shapes.ts';

/** GET /public/species */
export function fetchSpecies(): Promise<Species[]> {
  return api.get('public/species').json<Species[]>();
}

/** GET /public/breed?species=: the breeds of one species. */
export function fetchBreeds(species: string): Promise<Breed[]> {
  return api.get('public/breed', { searchParams: { species } }).json<Breed[]>();
}

/** POST /private/sale/file: one photo (base64 or data URL) → its stored renditions and file key. */
export function uploadSalePhoto(source: string): Promise<SaleImage> {
  return api
    .post('private/sale/file', { json: { source } satisfies SalePhotoUpload, timeout: 120_000 })
    .json<SaleImage>();
}

/** POST /private/sale: a new sale, PENDING until an admin approves it. */
export function createSale(body: SaleInputBody): Promise<{ uid: string }> {
  return api.post('private/sale', { json: body }).json<{ uid: string }>();
}

/**
 * PUT /private/my-sale-edit/{uid}: saves an own sale; a published one stays online and the change waits for the
 * moderators (`revision: true`, decision 135).
 */
export function updateSale(uid: string, body: SaleInputBody): Promise<SaleEditResult> {
  return api.put(`private/my-sale-edit/${encodeURIComponent(uid)}`, { json: body }).json<SaleEditResult>();
}

/** PUT /private/my-sale/{uid}/availability: available, reserved or sold (decision 137). */
export function setSaleAvailability(uid: string, availability: SaleAvailability): Promise<AvailabilityChange> {
  return api
    .put(`private/my-sale/${encodeURIComponent(uid)}/availability`, {
      json: { availability } satisfies AvailabilityUpdate,
    })
    .json<AvailabilityChange>();
}

/** POST /private/my-sale/{uid}/confirm: still available (issue 57); a lapsed advert is listed again. */
export function confirmMySale(uid: string): Promise<FreshConfirmation> {
  return api.post(`private/my-sale/${encodeURIComponent(uid)}/confirm`).json<FreshConfirmation>();
}

/** DELETE /private/my-sale-delete/{uid} */
export async function deleteSale(uid: string): Promise<void> {
  await api.delete(`private/my-sale-delete/${encodeURIComponent(uid)}`);
}

/**
 * GET /private/my-sale: a page of my sales (decision 162), all of them or one `status`; `cursor` is the `next` of
 * the page before (none for the first page).
 */
export function fetchMySales(
  options: { status?: SaleStatus | undefined; cursor?: string | null } = {},
): Promise<MySalesPage> {
  const searchParams: Record<string, string> = {};
  if (options.status) searchParams['status'] = options.status;
  if (options.cursor) searchParams['cursor'] = options.cursor;
  return api.get('private/my-sale', { searchParams }).json<MySalesPage>();
}

/** GET /private/my-sale/{uid}: an own sale, whole (the editor's starting point). */
export function fetchMySale(uid: string): Promise<MySaleDetail> {
  return api.get(`private/my-sale/${encodeURIComponent(uid)}`).json<MySaleDetail>();
}

/** PUT /private/sale/update-favorite */
export function updateFavorite(saleUid: string, favorite: boolean): Promise<{ saleUid: string; favorite: boolean }> {
  return api
    .put('private/sale/update-favorite', { json: { saleUid, favorite } satisfies FavoriteUpdate })
    .json<{ saleUid: string; favorite: boolean }>();
}

/** GET /private/sale/favorite-uids */
export function fetchFavoriteUids(): Promise<string[]> {
  return api.get('private/sale/favorite-uids').json<string[]>();
}

/** GET /private/sale/favorites */
export function fetchFavorites(page = 0, size = 12): Promise<FavoritePage> {
  return api.get('private/sale/favorites', { searchParams: { page, size } }).json<FavoritePage>();
}

/** GET /private/admin/sale: the moderation queue. */
export function fetchModerationQueue(status: SaleStatus = 'PENDING', page = 0, size = 20): Promise<ModerationPage> {
  return api.get('private/admin/sale', { searchParams: { status, page, size } }).json<ModerationPage>();
}

/** PUT /private/admin/sale/{uid}/approve */
export async function approveSale(uid: string): Promise<void> {
  await api.put(`private/admin/sale/${encodeURIComponent(uid)}/approve`);
}

/** PUT /private/admin/sale/{uid}/reject */
export async function rejectSale(uid: string, reason: string): Promise<void> {
  await api.put(`private/admin/sale/${encodeURIComponent(uid)}/reject`, { json: { reason } });
}

/** PUT /private/admin/sale/{uid}/flags: the moderator's verdict on each flag (issue 57). */
export function judgeFlags(uid: string, verdicts: FlagVerdicts['verdicts']): Promise<SaleFlagList> {
  return api.put(`private/admin/sale/${encodeURIComponent(uid)}/flags`, { json: { verdicts } }).json<SaleFlagList>();
}

/** GET /public/sales/usual-price: what the breed usually costs, for the editor (null under 8 adverts). */
export async function fetchUsualPrice(species: string, breed: string): Promise<UsualPrice | null> {
  const answer = await api
    .get('public/sales/usual-price', { searchParams: { species, breed } })
    .json<{ usualPrice: UsualPrice | null }>();
  return answer.usualPrice;
}

/** PUT /private/admin/user/{uid}/certification: ends a certification early; one is granted by an application. */
export async function endCertification(userUid: string): Promise<void> {
  await api.put(`private/admin/user/${encodeURIComponent(userUid)}/certification`, { json: { certified: false } });
}

/**
 * PUT /private/my-sale/{uid}/animals: a litter's animals (issue 39); errors keyed `animals.N.field`. `revision`: the
 * advert is published and they wait for the moderators (decision 197).
 */
export function saveLitterAnimals(uid: string, body: AnimalsInputBody): Promise<LitterAnimalsSaved> {
  return api.put(`private/my-sale/${encodeURIComponent(uid)}/animals`, { json: body }).json<LitterAnimalsSaved>();
}

/** PUT /private/my-sale/{uid}/animals/{animalUid}/state: one animal available, reserved or sold. */
export function setLitterAnimalState(uid: string, animalUid: string, state: SaleAvailability): Promise<LitterAnimals> {
  return api
    .put(`private/my-sale/${encodeURIComponent(uid)}/animals/${encodeURIComponent(animalUid)}/state`, {
      json: { state } satisfies LitterAnimalState,
    })
    .json<LitterAnimals>();
}

/** PUT /private/my-sale/{uid}/health: the advert's health sheet (issue 56), part-filled if need be. */
export function saveHealthSheet(uid: string, body: HealthInputBody): Promise<HealthRecord> {
  return api.put(`private/my-sale/${encodeURIComponent(uid)}/health`, { json: body }).json<HealthRecord>();
}

/** POST /private/my-sale/{uid}/health/document: a private document of the sheet (base64 or a data: URL). */
export function uploadHealthDocument(
  uid: string,
  body: { kind: HealthDocumentKind; animalUid?: string | null; name: string; data: string },
): Promise<HealthDocument> {
  return api.post(`private/my-sale/${encodeURIComponent(uid)}/health/document`, { json: body }).json<HealthDocument>();
}

export async function removeHealthDocument(uid: string, documentUid: string): Promise<void> {
  await api.delete(`private/my-sale/${encodeURIComponent(uid)}/health/document/${encodeURIComponent(documentUid)}`);
}

/** A document as its bytes: the API needs the bearer header, so a plain link cannot fetch it. */
export function fetchHealthDocument(documentUid: string): Promise<Blob> {
  return api.get(`private/sale/health-document/${encodeURIComponent(documentUid)}`).blob();
}
