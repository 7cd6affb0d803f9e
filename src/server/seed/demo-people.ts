/** The demo's people: an admin, an editor, breeders (certified and not) and tutors, across Portugal. */

/** Every demo account signs in with this password (documented in the README). */
export const DEMO_PASSWORD = 'Patinhas2026';
export const DEMO_ADMIN_EMAIL = 'admin@patinhas.pt';

export interface DemoPerson {
  email: string;
  name: string;
  surname: string;
  role: 'user' | 'editor' | 'moderator' | 'admin';
  userType: 'TUTOR' | 'BREEDER';
  district: string;
  municipality: string;
  certified?: boolean;
  /** Breed codes they breed (the breeder card's animal codes). */
  breeds?: string[];
  showPhone?: boolean;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    name: 'Helena',
    surname: 'Costa',
    role: 'admin',
    userType: 'TUTOR',
    district: 'Porto',
    municipality: 'Porto',
  },
  {
    email: 'editora@patinhas.pt',
    name: 'Marta',
    surname: 'Figueiredo',
    role: 'editor',
    userType: 'TUTOR',
    district: 'Lisboa',
    municipality: 'Lisboa',
  },
  // Breeders: the first three are certified.
  {
    email: 'joana.ramalho@demo.patinhas.pt',
    name: 'Joana',
    surname: 'Ramalho',
    role: 'user',
    userType: 'BREEDER',
    district: 'Guarda',
    municipality: 'Seia',
    certified: true,
    breeds: ['DOG_SERRA_ESTRELA', 'DOG_RAFEIRO_ALENTEJO'],
    showPhone: true,
  },
  {
    email: 'miguel.tavares@demo.patinhas.pt',
    name: 'Miguel',
    surname: 'Tavares',
    role: 'user',
    userType: 'BREEDER',
    district: 'Braga',
    municipality: 'Barcelos',
    certified: true,
    breeds: ['DOG_LABRADOR', 'DOG_GOLDEN'],
  },
  {
    email: 'sofia.carvalho@demo.patinhas.pt',
    name: 'Sofia',
    surname: 'Carvalho',
    role: 'user',
    userType: 'BREEDER',
    district: 'Lisboa',
    municipality: 'Sintra',
    certified: true,
    breeds: ['CAT_MAINE_COON', 'CAT_RAGDOLL', 'CAT_BRITISH_SHORTHAIR'],
    showPhone: true,
  },
  {
    email: 'rui.fernandes@demo.patinhas.pt',
    name: 'Rui',
    surname: 'Fernandes',
    role: 'user',
    userType: 'BREEDER',
    district: 'Faro',
    municipality: 'Loulé',
    breeds: ['DOG_AGUA_PORTUGUES', 'DOG_PODENGO_PORTUGUES'],
  },
  {
    email: 'ana.lopes@demo.patinhas.pt',
    name: 'Ana',
    surname: 'Lopes',
    role: 'user',
    userType: 'BREEDER',
    district: 'Porto',
    municipality: 'Vila Nova de Gaia',
    breeds: ['DOG_BULLDOG_FRANCES', 'DOG_YORKSHIRE', 'CAT_PERSA'],
  },
  {
    email: 'pedro.martins@demo.patinhas.pt',
    name: 'Pedro',
    surname: 'Martins',
    role: 'user',
    userType: 'BREEDER',
    district: 'Santarém',
    municipality: 'Tomar',
    breeds: ['DOG_PASTOR_ALEMAO', 'DOG_ROTTWEILER', 'DOG_BORDER_COLLIE'],
  },
  // Tutors: they favourite, book visits and now and then rehome a litter of their own.
  {
    email: 'carla.sousa@demo.patinhas.pt',
    name: 'Carla',
    surname: 'Sousa',
    role: 'user',
    userType: 'TUTOR',
    district: 'Évora',
    municipality: 'Évora',
  },
  {
    email: 'tiago.rocha@demo.patinhas.pt',
    name: 'Tiago',
    surname: 'Rocha',
    role: 'user',
    userType: 'TUTOR',
    district: 'Viseu',
    municipality: 'Viseu',
  },
  {
    email: 'ines.almeida@demo.patinhas.pt',
    name: 'Inês',
    surname: 'Almeida',
    role: 'user',
    userType: 'TUTOR',
    district: 'Setúbal',
    municipality: 'Setúbal',
  },
  {
    email: 'joao.pereira@demo.patinhas.pt',
    name: 'João',
    surname: 'Pereira',
    role: 'user',
    userType: 'TUTOR',
    district: 'Aveiro',
    municipality: 'Aveiro',
  },
  {
    email: 'beatriz.gomes@demo.patinhas.pt',
    name: 'Beatriz',
    surname: 'Gomes',
    role: 'user',
    userType: 'TUTOR',
    district: 'Região Autónoma da Madeira',
    municipality: 'Funchal',
  },
  {
    email: 'duarte.medeiros@demo.patinhas.pt',
    name: 'Duarte',
    surname: 'Medeiros',
    role: 'user',
    userType: 'TUTOR',
    district: 'Região Autónoma dos Açores',
    municipality: 'Ponta Delgada',
  },
];
