// Reference data: the kinds of account a person chooses when registering (GET /public/user-type).

export interface UserTypeSeed {
  code: string;
  /** Name as shown in Portugal. */
  name: string;
}

/** In the order the register form lists them. */
export const userTypes: readonly UserTypeSeed[] = [
  { code: 'TUTOR', name: 'Tutor' },
  { code: 'BREEDER', name: 'Criador' },
];
