/** Reference lists as the API serves them and the forms use them (one definition for server and browser). */

export interface Location {
  id: number;
  name: string;
  code: string | null;
}

export interface Municipality extends Location {
  parentId: number;
}

export interface Country {
  name: string;
  dial_code: string;
  code: string;
}

export interface UserType {
  code: string;
  name: string;
}

export interface Species {
  code: string;
  name: string;
}

export interface Breed {
  code: string;
  name: string;
  species: string;
  dangerous: boolean;
}
