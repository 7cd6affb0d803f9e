/** Plans the demo in memory from a seeded generator: who, what, where and when, before anything is written. */
import { formatVisitTime } from '../../lib/bookings/format.ts';
import type { ImageKind } from '../../lib/images.ts';
import { renderArticleBody } from '../domain/documents/render.ts';
import { coverSvg, emblemSvg, petPhotoSvg } from './demo-art.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import {
  BOOKING_MESSAGES,
  BREED_PROFILES,
  MIXED_COATS,
  REJECT_REASONS,
  mixedDescription,
  mixedTitle,
  purebredDescription,
  purebredTitle,
  type Sex,
} from './demo-listings.ts';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people.ts';
import { createRandom, type Random } from './random.ts';
import { healthSheets, type PlannedHealthSheet } from './demo-health.ts';

/** What the plan needs from the reference tables. */
export interface Reference {
  districtId(name: string): number;
  municipalityId(districtId: number, name: string): number;
  breed(code: string): { speciesCode: string; dangerous: boolean };
  hasCountry(code: string): boolean;
}

export interface PlannedImage {
  svg: string;
  kind: ImageKind;
  ownerId: string;
}

export interface PlannedUser {
  id: string;
  person: DemoPerson;
  locationId: number;
  childLocationId: number;
  phone: string;
  phoneCountry: string | null;
  dgavNumber: string | null;
  avatar?: PlannedImage;
}

export interface PlannedSale {
  row: {
    id: string;
    ownerId: string;
    speciesCode: string;
    breedCode: string | null;
    purebred: boolean;
    title: string;
    description: string;
    priceCents: number;
    sex: Sex;
    birthDate: string;
    registerDate: string;
    litterSize: number;
    microchip: string;
    motherMicrochip: string | null;
    lopNumber: string | null;
    dangerous: boolean;
    locationId: number;
    childLocationId: number;
    status: 'PENDING' | 'APPROVED' | 'REJECTED';
    rejectReason: string | null;
    certified: boolean;
    approvedAt: Date | null;
    createdAt: Date;
    updatedAt: Date;
    litter?: boolean;
  };
  photos: PlannedImage[];
}

/** One animal of a demo litter (issue 39). */
export interface PlannedAnimal {
  /** Given when something else names it (its own health sheet); otherwise the database's. */
  id?: string;
  saleId: string;
  position: number;
  label: string;
  sex: Sex;
  colour: string;
  priceCents: number;
  microchip: string;
  state: 'AVAILABLE' | 'RESERVED' | 'SOLD';
}

export interface PlannedNotification {
  userId: string;
  type:
    | 'ARTICLE_CREATED'
    | 'SALE_INTERESTED'
    | 'SALE_REJECT'
    | 'SALE_APPROVE'
    | 'BOOKING_ACCEPTED'
    | 'BOOKING_REJECTED'
    | 'BOOKING_REQUESTED';
  /** The text keys the live code writes for this event (issue 16): the demo reads like the real thing. */
  title: string;
  message: string;
  params: Record<string, string | number>;
  referenceKey: string;
  createDate: Date;
  visualized: boolean;
}

export interface DemoPlan {
  users: PlannedUser[];
  userBreeds: { userId: string; breedCode: string }[];
  visitHours: { userId: string; weekday: number; startMinute: number; endMinute: number }[];
  sales: PlannedSale[];
  /** The animals of the adverts that are litters ("Ninhada de …"). */
  animals: PlannedAnimal[];
  /** Health sheets of published dogs and cats, complete and partial (issue 56). */
  healthSheets: PlannedHealthSheet[];
  articles: { row: ArticleRow; cover: PlannedImage }[];
  favorites: { userId: string; saleId: string; createdAt: Date }[];
  bookings: BookingRow[];
  /** Reviews of past visits, both sides (issue 38): a new user sees ratings at once. */
  reviews: ReviewRow[];
  notifications: PlannedNotification[];
}

interface ReviewRow {
  bookingId: string;
  side: 'VISITOR' | 'ADVERTISER';
  authorId: string;
  subjectId: string;
  health?: number;
  honesty?: number;
  communication?: number;
  punctuality?: number;
  respect?: number;
  text: string | null;
  saleTitle: string;
  visitedAt: Date;
  publishAt: Date;
  createdAt: Date;
}

const VISITOR_REVIEWS = [
  'Os cachorros estavam com a mãe, limpos e brincalhões. Mostraram o boletim de vacinas e o microchip sem eu pedir.',
  'Tudo como no anúncio: a ninhada, os pais e os documentos. A criadora explicou com calma os cuidados das primeiras semanas.',
  'Espaço amplo e bem cuidado. Respondeu a todas as perguntas antes da visita e no dia estava tudo pronto.',
  'Gostei de ver o pai e a mãe. A cadela estava um pouco magra depois da ninhada, mas foi-me explicado o acompanhamento do veterinário.',
  'Visita tranquila, animais sociáveis e habituados a pessoas. O contrato e o pedigree estavam prontos para ler.',
];
const ADVERTISER_REVIEWS = [
  'Chegou à hora combinada e tratou os animais com muito cuidado.',
  'Visita muito agradável, fez boas perguntas sobre os cuidados.',
  null,
  'Avisou com antecedência que se ia atrasar dez minutos. Muito simpático.',
];

interface ArticleRow {
  id: string;
  referenceKey: string;
  authorId: string;
  title: string;
  summary: string;
  body: string;
  source: string;
  status: 'PUBLISHED';
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

interface BookingRow {
  id: string;
  saleId: string;
  visitorId: string;
  startsAt: Date;
  message: string;
  phone: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
  rejectReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Sales per breeder (in DEMO_PEOPLE order) and per tutor: 32 + 8 = 40. */
const BREEDER_SALES = [6, 6, 5, 5, 5, 5];
const TUTOR_SALES = [2, 1, 1, 2, 1, 1];
const PHOTO_COUNTS = [1, 1, 2, 2, 3];
export const PET_PHOTO = { width: 960, height: 720 } as const;
const COVER = { width: 960, height: 540 } as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY));

/** `hour`:00 in Lisbon on `day` (YYYY-MM-DD), whatever the daylight-saving offset. */
export function lisbonTime(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', timeZoneName: 'shortOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offsetHours = Number(/GMT([+-]\d+)?/.exec(name ?? '')?.[1] ?? 0);
  return new Date(guess.getTime() - offsetHours * HOUR);
}

/** What every step of the plan shares: the generator (whose order of draws makes the demo), the day and the chips. */
interface Planning {
  r: Random;
  ref: Reference;
  now: Date;
  today: string;
  microchip: () => string;
  note: NoteWriter;
}

type NoteWriter = (
  userId: string,
  type: PlannedNotification['type'],
  message: string,
  params: Record<string, string | number>,
  referenceKey: string,
  createDate: Date,
  readAfterDays: number,
) => PlannedNotification;

/** A notification as the live code writes it: the type's title, the event's message key; read after some days. */
function noteWriter(now: Date): NoteWriter {
  return (userId, type, message, params, referenceKey, createDate, readAfterDays) => ({
    userId,
    type,
    title: `notification.${type}.title`,
    message,
    params,
    referenceKey,
    createDate,
    visualized: now.getTime() - createDate.getTime() > readAfterDays * DAY,
  });
}

/** Microchip numbers, each new (a Portuguese chip: 620 and twelve digits). */
function chipMaker(r: Random): () => string {
  const chips = new Set<string>();
  return () => {
    let chip: string;
    do chip = `620${r.digits(12)}`;
    while (chips.has(chip));
    chips.add(chip);
    return chip;
  };
}

export function planDemo(ref: Reference, now: Date, seed = 2026): DemoPlan {
  const r = createRandom(seed);
  const microchip = chipMaker(r);
  const p: Planning = { r, ref, now, today: isoDay(now), microchip, note: noteWriter(now) };

  const users = planUsers(p);
  const breeders = users.filter((u) => u.person.userType === 'BREEDER');
  const tutors = users.filter((u) => u.person.userType === 'TUTOR' && u.person.role === 'user');
  const editor = users.find((u) => u.person.role === 'editor')!;
  const userBreeds = breeders.flatMap((u) => (u.person.breeds ?? []).map((breedCode) => ({ userId: u.id, breedCode })));
  const visitHours = breeders.flatMap((u) => [
    { userId: u.id, weekday: 6, startMinute: 10 * 60, endMinute: 13 * 60 },
    { userId: u.id, weekday: 3, startMinute: 17 * 60, endMinute: 19 * 60 },
  ]);

  const sales = planSales(p, breeders, tutors);
  moderate(p, sales, users);
  const articles = planArticles(p, editor);
  const approved = sales.filter((s) => s.row.status === 'APPROVED');
  const notifications = [...saleNotes(p, sales), ...articleNotes(p, articles, users)];
  const favorites = planFavorites(p, tutors, approved, notifications);
  const { bookings, visited } = planComingVisits(p, users, tutors, approved, notifications);
  const reviews = planPastVisits(p, breeders, tutors, approved, visited, bookings);

  const animals = litters(sales, createRandom(seed + 39), microchip);
  const sheets = healthSheets(sales, animals, createRandom(seed + 56), now);
  return {
    users,
    userBreeds,
    visitHours,
    sales,
    articles,
    favorites,
    bookings,
    reviews,
    notifications,
    animals,
    healthSheets: sheets,
  };
}

function planUsers({ r, ref }: Planning): PlannedUser[] {
  return DEMO_PEOPLE.map((person) => {
    const locationId = ref.districtId(person.district);
    const id = r.uuid();
    const user: PlannedUser = {
      id,
      person,
      locationId,
      childLocationId: ref.municipalityId(locationId, person.municipality),
      phone: `${r.pick(['91', '92', '93', '96'])}${r.digits(7)}`,
      phoneCountry: ref.hasCountry('PT') ? 'PT' : null,
      dgavNumber: person.userType === 'BREEDER' ? `DGAV-${r.digits(6)}` : null,
    };
    if (person.userType === 'BREEDER' || person.role === 'editor') {
      user.avatar = { svg: emblemSvg(r, 512), kind: 'avatar', ownerId: id };
    }
    return user;
  });
}

/** The breeders' adverts, round the breeds each breeds so every one has an advert, then the tutors' rehomings. */
function planSales(p: Planning, breeders: PlannedUser[], tutors: PlannedUser[]): PlannedSale[] {
  const sales: PlannedSale[] = [];
  breeders.forEach((owner, i) => {
    const bred = owner.person.breeds ?? [];
    for (let n = 0; n < BREEDER_SALES[i]!; n++) sales.push(saleOf(p, owner, bred[n % bred.length]!));
  });
  tutors.forEach((owner, i) => {
    for (let n = 0; n < TUTOR_SALES[i]!; n++) sales.push(saleOf(p, owner, null));
  });
  return sales;
}

function saleOf(
  { r, ref, now, today, microchip }: Planning,
  owner: PlannedUser,
  breedCode: string | null,
): PlannedSale {
  const breed = breedCode ? ref.breed(breedCode) : undefined;
  const species: 'DOG' | 'CAT' = breed ? (breed.speciesCode as 'DOG' | 'CAT') : r.chance(0.5) ? 'DOG' : 'CAT';
  const profile = breedCode ? BREED_PROFILES[breedCode] : undefined;
  const sex: Sex = r.chance(0.5) ? 'MALE' : 'FEMALE';
  const lop = Boolean(breed) && species === 'DOG';
  const dangerous = breed?.dangerous ?? false;
  // Born 8 to 20 weeks ago; free to go home at least 8 weeks after birth.
  const birthDate = addDays(today, -r.int(56, 140));
  const registerDate = addDays(birthDate, r.int(56, 70));
  const createdAt = new Date(now.getTime() - r.float(0.5, 30) * DAY);
  const text = {
    species,
    sex,
    municipality: owner.person.municipality,
    lop,
    dangerous,
    ...(profile ? { profile } : {}),
  };
  const [min, max] = profile?.price ?? [0, 0];
  const coat = r.pick(profile?.coats ?? MIXED_COATS[species]);
  return {
    row: {
      id: r.uuid(),
      ownerId: owner.id,
      speciesCode: species,
      breedCode,
      purebred: Boolean(breed),
      title: profile ? purebredTitle(r, species, sex, profile, lop) : mixedTitle(r, species, sex),
      description: profile ? purebredDescription(r, text) : mixedDescription(r, text),
      // Multiples of 50 euros, in cents; tutors rehome for free.
      priceCents: profile ? Math.round(r.int(min, max) / 50) * 50 * 100 : 0,
      sex,
      birthDate,
      registerDate,
      litterSize: species === 'DOG' ? r.int(3, 9) : r.int(2, 6),
      microchip: microchip(),
      motherMicrochip: breed || r.chance(0.7) ? microchip() : null,
      lopNumber: lop ? `LOP ${r.digits(6)}` : null,
      dangerous,
      locationId: owner.locationId,
      childLocationId: owner.childLocationId,
      status: 'APPROVED',
      rejectReason: null,
      certified: false,
      approvedAt: null,
      createdAt,
      updatedAt: createdAt,
    },
    photos: Array.from({ length: r.pick(PHOTO_COUNTS) }, () => ({
      svg: petPhotoSvg(r, { species, coat, ...PET_PHOTO }),
      kind: 'sale' as const,
      ownerId: owner.id,
    })),
  };
}

/** Moderation: three breeder adverts rejected with a reason, six waiting, the rest approved. */
function moderate({ r, now }: Planning, sales: PlannedSale[], users: PlannedUser[]): void {
  const breederSales = sales.filter((s) => users.find((u) => u.id === s.row.ownerId)!.person.userType === 'BREEDER');
  const count = breederSales.length;
  const indices = r.sample(
    Array.from({ length: count }, (_, i) => i),
    9,
  );
  const rejected = new Set(indices.slice(0, 3));
  const pending = new Set([...indices.slice(3, 8), count + r.int(0, sales.length - count - 1)]);
  sales.forEach((sale, i) => {
    const row = sale.row;
    const owner = users.find((u) => u.id === row.ownerId)!;
    if (rejected.has(i)) {
      const reason = REJECT_REASONS[[...rejected].indexOf(i)]!;
      row.status = 'REJECTED';
      row.rejectReason = reason;
      if (reason === REJECT_REASONS[1]) row.motherMicrochip = null;
    } else if (pending.has(i)) {
      row.status = 'PENDING';
      row.createdAt = new Date(now.getTime() - r.float(2, 72) * HOUR);
      row.updatedAt = row.createdAt;
    } else {
      row.approvedAt = new Date(Math.min(row.createdAt.getTime() + r.float(2, 20) * HOUR, now.getTime() - HOUR));
      row.certified = owner.person.certified ?? false;
    }
  });
}

function planArticles({ r, now }: Planning, editor: PlannedUser): DemoPlan['articles'] {
  return DEMO_ARTICLES.map((a) => {
    const publishedAt = new Date(now.getTime() - a.daysAgo * DAY - r.float(1, 10) * HOUR);
    const dog = r.pick(Object.values(BREED_PROFILES).filter((p) => p.coats[0]!.ears === 'floppy')).coats[0]!;
    const cat = r.pick(MIXED_COATS.CAT);
    return {
      row: {
        id: r.uuid(),
        referenceKey: a.referenceKey,
        authorId: editor.id,
        title: a.title,
        summary: a.summary,
        body: renderArticleBody(a.source),
        source: a.source,
        status: 'PUBLISHED' as const,
        publishedAt,
        createdAt: new Date(publishedAt.getTime() - DAY),
        updatedAt: publishedAt,
      },
      cover: { svg: coverSvg(r, dog, cat, COVER.width, COVER.height), kind: 'article' as const, ownerId: editor.id },
    };
  });
}

/** What moderation told each advertiser. */
function saleNotes({ note }: Planning, sales: PlannedSale[]): PlannedNotification[] {
  return sales.flatMap(({ row }) => {
    if (row.status === 'APPROVED') {
      const params = { saleTitle: row.title };
      return [
        note(row.ownerId, 'SALE_APPROVE', 'notification.sale-approved.message', params, row.id, row.approvedAt!, 5),
      ];
    }
    if (row.status !== 'REJECTED') return [];
    const at = new Date(row.createdAt.getTime() + 6 * HOUR);
    const params = { saleTitle: row.title, reason: row.rejectReason! };
    return [note(row.ownerId, 'SALE_REJECT', 'notification.sale-rejected.message', params, row.id, at, 9999)];
  });
}

/** Every article told to everyone. */
function articleNotes({ note }: Planning, articles: DemoPlan['articles'], users: PlannedUser[]): PlannedNotification[] {
  return articles.flatMap(({ row }) =>
    users.map((user) =>
      note(
        user.id,
        'ARTICLE_CREATED',
        'article.notification.message',
        { title: row.title },
        row.referenceKey,
        row.publishedAt,
        10,
      ),
    ),
  );
}

/** Each tutor keeps two or three adverts; the seller learns which advert, not who (as the sales domain writes it). */
function planFavorites(
  { r, now, note }: Planning,
  tutors: PlannedUser[],
  approved: PlannedSale[],
  notifications: PlannedNotification[],
): DemoPlan['favorites'] {
  const favorites: DemoPlan['favorites'] = [];
  for (const tutor of tutors) {
    for (const sale of r.sample(approved, r.int(2, 3))) {
      const createdAt = new Date(
        Math.min(sale.row.approvedAt!.getTime() + r.float(1, 96) * HOUR, now.getTime() - HOUR),
      );
      favorites.push({ userId: tutor.id, saleId: sale.row.id, createdAt });
      const params = { saleTitle: sale.row.title };
      notifications.push(
        note(
          sale.row.ownerId,
          'SALE_INTERESTED',
          'notification.sale-interested.message',
          params,
          sale.row.id,
          createdAt,
          3,
        ),
      );
    }
  }
  return favorites;
}

/** Visits on the coming Saturdays (10:00–13:00) and Wednesdays (17:00–19:00), the breeders' hours. */
function planComingVisits(
  p: Planning,
  users: PlannedUser[],
  tutors: PlannedUser[],
  approved: PlannedSale[],
  notifications: PlannedNotification[],
): { bookings: BookingRow[]; visited: PlannedSale[] } {
  const { r, now, today } = p;
  const weekday = now.getUTCDay();
  const toSaturday = (6 - weekday + 7) % 7 < 2 ? ((6 - weekday + 7) % 7) + 7 : (6 - weekday + 7) % 7;
  const slots = [
    lisbonTime(addDays(today, toSaturday), 10),
    lisbonTime(addDays(today, toSaturday), 11),
    lisbonTime(addDays(today, toSaturday + 7), 10),
    lisbonTime(addDays(today, toSaturday + 4), 17),
    lisbonTime(addDays(today, toSaturday + 7), 12),
    lisbonTime(addDays(today, toSaturday + 11), 18),
    lisbonTime(addDays(today, toSaturday + 14), 11),
  ];
  const statuses = ['ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'PENDING', 'PENDING', 'PENDING', 'REJECTED'] as const;
  const visited = r.sample(
    approved.filter((s) => s.row.purebred),
    statuses.length,
  );
  const bookings = visited.map((sale, i): BookingRow => {
    const visitor = tutors[i % tutors.length]!;
    const status = statuses[i]!;
    const createdAt = new Date(now.getTime() - r.float(6, 72) * HOUR);
    const decidedAt =
      status === 'PENDING' ? null : new Date(Math.min(createdAt.getTime() + r.float(1, 5) * HOUR, now.getTime()));
    const booking: BookingRow = {
      id: r.uuid(),
      saleId: sale.row.id,
      visitorId: visitor.id,
      startsAt: slots[i]!,
      message: r.pick(BOOKING_MESSAGES),
      phone: `+351 ${visitor.phone}`,
      status,
      rejectReason:
        status === 'REJECTED' ? 'Nesse dia não estaremos na criação. Proponha outro sábado, por favor.' : null,
      decidedAt,
      createdAt,
    };
    const seller = users.find((u) => u.id === sale.row.ownerId)!;
    notifications.push(...bookingNotes(p, booking, sale, visitor, seller));
    return booking;
  });
  return { bookings, visited };
}

/** The same keys and parameters the bookings domain writes: the request to the seller, the answer to the visitor. */
function bookingNotes(
  { note }: Planning,
  booking: BookingRow,
  sale: PlannedSale,
  visitor: PlannedUser,
  seller: PlannedUser,
): PlannedNotification[] {
  const date = formatVisitTime(booking.startsAt);
  const name = `${visitor.person.name} ${visitor.person.surname}`;
  const notes: PlannedNotification[] = [
    {
      ...note(
        sale.row.ownerId,
        'BOOKING_REQUESTED',
        'notification.booking-requested.message',
        { saleTitle: sale.row.title, name, date },
        booking.id,
        booking.createdAt,
        9999,
      ),
      title: 'notification.booking-requested.title',
    },
  ];
  if (booking.decidedAt) {
    const accepted = booking.status === 'ACCEPTED';
    notes.push(
      note(
        visitor.id,
        accepted ? 'BOOKING_ACCEPTED' : 'BOOKING_REJECTED',
        accepted ? 'notification.booking-accepted.message' : 'notification.booking-rejected.reason-message',
        {
          saleTitle: sale.row.title,
          name: seller.person.name,
          date,
          ...(booking.rejectReason && { reason: booking.rejectReason }),
        },
        sale.row.id,
        booking.decidedAt,
        9999,
      ),
    );
  }
  return notes;
}

/**
 * Visits of the last two months (issue 38), on adverts no coming visit names: each reviewed by both sides, published
 * when the second wrote (or when the window closed, for the few only one side reviewed). Adds their bookings.
 */
function planPastVisits(
  p: Planning,
  breeders: PlannedUser[],
  tutors: PlannedUser[],
  approved: PlannedSale[],
  visited: PlannedSale[],
  bookings: BookingRow[],
): ReviewRow[] {
  const { r, today } = p;
  const reviews: ReviewRow[] = [];
  const booked = new Set(visited.map((sale) => sale.row.id));
  for (const [b, breeder] of breeders.slice(0, 4).entries()) {
    const own = approved.filter((sale) => sale.row.ownerId === breeder.id && !booked.has(sale.row.id));
    for (let i = 0; i < 3 + (b % 2) && own.length > 0; i++) {
      const sale = own[i % own.length]!;
      const visitor = tutors[(b + i) % tutors.length]!;
      if (bookings.some((x) => x.saleId === sale.row.id && x.visitorId === visitor.id)) continue;
      const startsAt = lisbonTime(addDays(today, -r.int(16 + 9 * i, 22 + 9 * i)), r.pick([10, 11, 17]));
      const booking: BookingRow = {
        id: r.uuid(),
        saleId: sale.row.id,
        visitorId: visitor.id,
        startsAt,
        message: r.pick(BOOKING_MESSAGES),
        phone: `+351 ${visitor.phone}`,
        status: 'ACCEPTED',
        rejectReason: null,
        decidedAt: new Date(startsAt.getTime() - 3 * DAY),
        createdAt: new Date(startsAt.getTime() - 4 * DAY),
      };
      bookings.push(booking);
      reviews.push(...reviewsOf(r, booking, sale, breeder, visitor, b + i, i !== 2));
    }
  }
  return reviews;
}

/** The visitor's review of a past visit and, when `both`, the breeder's of the visitor. */
function reviewsOf(
  r: Random,
  booking: BookingRow,
  sale: PlannedSale,
  breeder: PlannedUser,
  visitor: PlannedUser,
  textIndex: number,
  both: boolean,
): ReviewRow[] {
  const startsAt = booking.startsAt;
  const visitorWrote = new Date(startsAt.getTime() + r.float(20, 60) * HOUR);
  const breederWrote = new Date(startsAt.getTime() + r.float(20, 90) * HOUR);
  const publishAt = both
    ? new Date(Math.max(visitorWrote.getTime(), breederWrote.getTime()))
    : new Date(startsAt.getTime() + HOUR + 14 * DAY);
  const shared = { bookingId: booking.id, saleTitle: sale.row.title, visitedAt: startsAt, publishAt };
  const score = () => r.pick([5, 5, 5, 4, 4, 3]);
  const reviews: ReviewRow[] = [
    {
      ...shared,
      side: 'VISITOR',
      authorId: visitor.id,
      subjectId: breeder.id,
      health: score(),
      honesty: score(),
      communication: score(),
      text: VISITOR_REVIEWS[textIndex % VISITOR_REVIEWS.length]!,
      createdAt: visitorWrote,
    },
  ];
  if (both) {
    reviews.push({
      ...shared,
      side: 'ADVERTISER',
      authorId: breeder.id,
      subjectId: visitor.id,
      punctuality: r.pick([5, 5, 4]),
      respect: 5,
      text: ADVERTISER_REVIEWS[textIndex % ADVERTISER_REVIEWS.length]!,
      createdAt: breederWrote,
    });
  }
  return reviews;
}

const COLLARS = ['azul', 'verde', 'vermelha', 'amarela', 'roxa', 'laranja'] as const;

/**
 * The "Ninhada de …" adverts become real litters (issue 39, decision 186): 3 to 6 animals each, of both sexes, priced
 * around the advert, one reserved now and then. Their own generator: the rest of the demo stays as it was.
 */
function litters(sales: PlannedSale[], r: Random, microchip: () => string): PlannedAnimal[] {
  const animals: PlannedAnimal[] = [];
  for (const sale of sales) {
    const row = sale.row;
    if (!row.title.startsWith('Ninhada de ')) continue;
    row.title = row.title.split(':')[0]!;
    row.litter = true;
    const n = r.int(3, 6);
    row.litterSize = Math.max(row.litterSize, n);
    const mine = Array.from({ length: n }, (_, position): PlannedAnimal => {
      const sex: Sex = position === 0 ? row.sex : r.chance(0.5) ? 'MALE' : 'FEMALE';
      return {
        saleId: row.id,
        position,
        label: `Coleira ${COLLARS[position % COLLARS.length]}`,
        sex,
        colour: r.pick(['Claro', 'Escuro', 'Malhado', 'Com manchas brancas']),
        priceCents: Math.max(0, row.priceCents + r.pick([-100, -50, 0, 0, 50, 100]) * 100),
        microchip: microchip(),
        state: position > 0 && r.chance(0.2) ? 'RESERVED' : 'AVAILABLE',
      };
    });
    row.priceCents = Math.min(...mine.filter((a) => a.state === 'AVAILABLE').map((a) => a.priceCents));
    animals.push(...mine);
  }
  return animals;
}
