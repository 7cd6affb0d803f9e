/**
 * Reviews of visits as the API serves and takes them (issue 38, decision 183): each shape is declared once, here, as
 * a zod schema whose `id` names it in the OpenAPI document; its type is what zod infers (decision 212). Plain zod
 * described with `.meta()`, so the server loads it outside the API too; the browser imports the types only.
 */
import { z } from 'zod';
import { STANDINGS } from '../users/standing.ts';
import { QUESTIONS, REVIEW_ANSWER_MAX, REVIEW_SIDES, REVIEW_TEXT_MAX } from './types.ts';

const isoDate = z.string().meta({ format: 'date-time' });
const rating = z.number().int('validation.integer').min(1, 'review.error.rating-required').max(5, 'validation.too-big');
const questions = [...QUESTIONS.VISITOR, ...QUESTIONS.ADVERTISER] as const;
const hidden = z.string().nullable().meta({ description: "A moderator's reason when hidden (decision 184)" });

export const RatingsSchema = z
  .object(
    Object.fromEntries(questions.map((q) => [q, rating.optional()])) as Record<
      (typeof questions)[number],
      z.ZodOptional<typeof rating>
    >,
  )
  .meta({
    id: 'ReviewRatings',
    description: `1 to 5 each: a visitor rates ${QUESTIONS.VISITOR.join(', ')}; an advertiser ${QUESTIONS.ADVERTISER.join(', ')}`,
  });
export type Ratings = z.infer<typeof RatingsSchema>;

export const ReviewSchema = z
  .object({
    uid: z.uuid(),
    side: z.enum(REVIEW_SIDES).meta({ description: 'Written by the visitor, or by the advertiser' }),
    author: z.string().nullable().meta({ description: 'First name and initial; null once the account was deleted' }),
    ratings: RatingsSchema,
    text: z.string().nullable(),
    saleTitle: z.string().meta({ description: 'The advert the visit was for (its title as it was)' }),
    visitedOn: isoDate,
    publishedAt: isoDate,
    answer: z
      .object({ text: z.string(), at: isoDate })
      .nullable()
      .meta({ description: "The reviewed person's answer" }),
    counted: z.boolean().meta({
      description:
        "Whether it counts toward the reviewed person's averages and count (decision 196): only a review by an " +
        'established writer independent of them does; the others are shown marked and left out',
    }),
    standing: z.enum(STANDINGS).meta({
      description:
        "The writer's standing towards the person reviewed, read now: `unconfirmed` (e-mail not confirmed), `new` " +
        '(account under 7 days old: it counts once older), `linked` (the two were seen sharing a sign-in address or ' +
        'a browser: it never counts), `established` (counted)',
    }),
  })
  .meta({ id: 'Review', description: 'A published review as people read it' });
export type Review = z.infer<typeof ReviewSchema>;

const average = z.number().nullable();
export const RatingSummarySchema = z
  .object({
    count: z.number().int().meta({ description: 'Reviews that count (decision 196)' }),
    averages: z.object({ health: average, honesty: average, communication: average }),
    overall: average.meta({ description: 'Mean of the three averages, one decimal' }),
  })
  .meta({
    id: 'RatingSummary',
    description:
      "A person's ratings as an advertiser: the average per question (one decimal) of the reviews that count",
  });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const ReviewableVisitSchema = z
  .object({
    bookingUid: z.uuid(),
    side: z.enum(REVIEW_SIDES).meta({ description: 'The side the caller writes as' }),
    saleTitle: z.string(),
    other: z
      .object({ uid: z.uuid().nullable(), name: z.string().nullable() })
      .meta({ description: 'The person reviewed' }),
    visitedAt: isoDate,
    closesAt: isoDate,
    mine: z
      .object({
        uid: z.uuid(),
        ratings: RatingsSchema,
        text: z.string().nullable(),
        published: z.boolean(),
        hidden,
      })
      .nullable()
      .meta({ description: "The caller's own review, when written (never the other side's before publication)" }),
    // A union with null, not .nullable(): the document then refers to Review instead of writing it out again.
    theirs: z.union([ReviewSchema, z.null()]).meta({ description: "The other side's review, only once published" }),
  })
  .meta({
    id: 'ReviewableVisit',
    description: 'A visit the caller may review now, or has reviewed and waits for the other side',
  });
export type ReviewableVisit = z.infer<typeof ReviewableVisitSchema>;

export const ReviewFormSchema = ReviewableVisitSchema.extend({
  refusal: z
    .enum([
      'review.error.not-accepted',
      'review.error.too-early',
      'review.error.closed',
      'review.error.already-written',
    ])
    .nullable(),
}).meta({ id: 'ReviewForm' });
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

export const ReviewWriteSchema = z
  .object({
    ratings: RatingsSchema,
    text: z.string().max(REVIEW_TEXT_MAX, 'review.error.text-long').optional(),
  })
  .meta({
    id: 'ReviewWrite',
    example: {
      ratings: { health: 5, honesty: 4, communication: 5 },
      text: 'A cadela estava saudável e os documentos batiam certo com o anúncio.',
    },
  });
export type ReviewWrite = z.input<typeof ReviewWriteSchema>;

export const ReviewWrittenSchema = z.object({ uid: z.uuid(), published: z.boolean() }).meta({ id: 'ReviewWritten' });
export type ReviewWritten = z.infer<typeof ReviewWrittenSchema>;

export const ReviewAnswerSchema = z
  .object({
    text: z.string().trim().min(1, 'validation.required').max(REVIEW_ANSWER_MAX, 'review.error.text-long'),
  })
  .meta({ id: 'ReviewAnswer' });
export type ReviewAnswer = z.input<typeof ReviewAnswerSchema>;

/** A review the person wrote, as their profile lists it: whether it is out yet, about whom, and why it was hidden. */
export const GivenReviewSchema = ReviewSchema.extend({
  published: z.boolean(),
  about: z.string().nullable(),
  hidden,
});
export type GivenReview = z.infer<typeof GivenReviewSchema>;

export const MyReviewsSchema = z
  .object({ received: z.array(ReviewSchema), given: z.array(GivenReviewSchema) })
  .meta({ id: 'MyReviews' });
export type MyReviews = z.infer<typeof MyReviewsSchema>;

export const BreederReviewsSchema = z
  .object({ summary: RatingSummarySchema, content: z.array(ReviewSchema), totalElements: z.number().int() })
  .meta({ id: 'BreederReviews' });
export type BreederReviews = z.infer<typeof BreederReviewsSchema>;
