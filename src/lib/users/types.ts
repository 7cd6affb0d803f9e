import type { CertificationSummary } from '../certification/shapes.ts';

/** People as the API answers them: one's own profile and anyone's public card (one definition for server and browser). */

/**
 * What a person may do besides their own things: `editor` writes the blog (decision 081), `moderator` moderates
 * adverts, reports and certification and nothing else (decision 149), `admin` does all of it.
 */
export const ROLES = ['user', 'editor', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who moderates: moderators and admins. */
export const MODERATOR_ROLES = ['moderator', 'admin'] as const satisfies readonly Role[];
export const canModerate = (role: Role | null | undefined): boolean => role === 'moderator' || role === 'admin';

export interface OwnProfile {
  uid: string;
  name: string;
  surname: string;
  /** Avatar URL, or null: the client shows its default image. */
  sourceImage: string | null;
  email: string;
  /** Whether the person opened the confirmation link mailed to `email` (decision 174): needed to publish. */
  emailConfirmed: boolean;
  phone: string | null;
  phoneCountry: string | null;
  userType: string;
  locationId: number | null;
  childLocationId: number | null;
  role: Role;
  dgavNumber: string | null;
  certified: boolean;
  showPhone: boolean;
  /** Codes of the breeds the person breeds. */
  breeds: string[];
}

export interface PublicProfile {
  uid: string;
  name: string;
  surname: string;
  sourceImage: string | null;
  userType: string;
  locationId: number | null;
  location: string | null;
  childLocationId: number | null;
  childLocation: string | null;
  /** The breeds bred, each with its animal (species) code. */
  breedTypes: { code: string; name: string; species: string }[];
  /** The distinct animal codes of breedTypes ("DOG", "CAT"). */
  animals: string[];
  certified: boolean;
  /** What was checked and when, behind the "Criador certificado" badge (decision 176); null when not certified. */
  certification: CertificationSummary | null;
  dgavNumber: string | null;
  /** The day the account was created (YYYY-MM-DD): "membro desde" on the breeder card. */
  memberSince: string;
  /** Present only when the user chose to show the phone. */
  phone?: string;
  phoneCountry?: string | null;
}
