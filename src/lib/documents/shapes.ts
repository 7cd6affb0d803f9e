/**
 * The documents, blog articles and information pages, as the API serves them and the editors send them: each shape
 * is declared once, here, as a zod schema whose `id` names it in the OpenAPI document; its type is what zod infers
 * (decision 212). Plain zod described with `.meta()`, so the server loads it outside the API too; the browser
 * imports the types only (the limits the editors' fields share are in rules.ts).
 */
import { z } from 'zod';
import { slugProblem, SLUG_MAX } from './addresses.ts';
import { shallowEnough } from './markdown-nesting.ts';
import {
  ARTICLE_SUMMARY_MAX,
  ARTICLE_SUMMARY_MIN,
  ARTICLE_TITLE_MAX,
  BODY_MAX,
  COVER_BODY_MAX,
  INFO_PAGE_DESCRIPTION_MAX,
  INFO_PAGE_DESCRIPTION_MIN,
  INFO_PAGE_ORDER_DEFAULT,
  INFO_PAGE_ORDER_MAX,
  INFO_PAGE_TITLE_MAX,
  TITLE_MIN,
} from './rules.ts';

/** A draft is the team's alone; a published document is everyone's. */
export const DocumentStatusSchema = z.enum(['DRAFT', 'PUBLISHED']);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

const long = z.string().max(BODY_MAX, 'article.error.body-too-long');

/** Markdown the preview renders: not nested past what the renderer takes (issue 37). */
const markdown = long.refine(shallowEnough, 'article.error.body-too-deep');

/** A document's body: Markdown with something in it (refused as empty before as too deep). */
export const documentBody = long
  .refine((s) => s.trim().length > 0, 'article.error.body')
  .refine(shallowEnough, 'article.error.body-too-deep');

// Articles

/** Who wrote an article, as its card and page sign it. */
export const ArticleAuthorSchema = z.object({
  uid: z.uuid(),
  name: z.string(),
  surname: z.string(),
  sourceImage: z.string().nullable(),
});
export type ArticleAuthor = z.infer<typeof ArticleAuthorSchema>;

export const ArticleSummarySchema = z
  .object({
    referenceKey: z.string(),
    title: z.string(),
    summary: z.string(),
    status: DocumentStatusSchema,
    coverImage: z.string().nullable().meta({ description: 'Cover URL (960 px WebP); null without a cover' }),
    author: ArticleAuthorSchema.nullable().meta({
      description: 'Null when the author has deleted their account: the article stays, signed by the team',
    }),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ArticleSummary', description: 'An article as cards and lists show it' });
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleSchema = ArticleSummarySchema.extend({
  body: z.string().meta({ description: 'Sanitised HTML rendered from the Markdown' }),
  readingMinutes: z.number().int(),
  related: z.array(ArticleSummarySchema),
}).meta({ id: 'Article', description: 'The whole article as its page shows it, with related ones' });
export type Article = z.infer<typeof ArticleSchema>;

export const EditableArticleSchema = ArticleSummarySchema.extend({
  body: z.string(),
  source: z.string().meta({ description: 'The Markdown as written' }),
  readingMinutes: z.number().int(),
}).meta({ id: 'EditableArticle', description: 'What the editor loads to change an article, drafts included' });
export type EditableArticle = z.infer<typeof EditableArticleSchema>;

const articleTitle = z
  .string()
  .trim()
  .min(TITLE_MIN, 'article.error.title')
  .max(ARTICLE_TITLE_MAX, 'article.error.title');
const articleSummary = z
  .string()
  .trim()
  .min(ARTICLE_SUMMARY_MIN, 'article.error.summary')
  .max(ARTICLE_SUMMARY_MAX, 'article.error.summary');
const cover = z
  .string()
  .min(1)
  .max(COVER_BODY_MAX)
  .meta({ description: 'Base64 image or data: URL (JPEG, PNG, WebP, AVIF); it goes through the image pipeline' });

export const NewArticleSchema = z
  .object({
    title: articleTitle,
    summary: articleSummary,
    body: documentBody.meta({ description: 'Markdown; rendered and sanitised on the server' }),
    coverImage: cover.optional(),
    publish: z
      .boolean()
      .optional()
      .meta({ description: 'false saves a draft; by default the article is published (and announced) at once' }),
  })
  .meta({
    id: 'NewArticle',
    example: {
      title: 'Vacinas do primeiro ano',
      summary: 'O calendário de vacinação de cachorros e gatinhos.',
      body: '## Porque vacinar\n\n…',
    },
  });
export type NewArticle = z.input<typeof NewArticleSchema>;

export const ArticleChangesSchema = z
  .object({
    title: articleTitle.optional(),
    summary: articleSummary.optional(),
    body: documentBody.optional(),
    coverImage: cover.nullable().optional().meta({ description: 'A new cover (base64), or null to remove it' }),
  })
  .meta({ id: 'ArticleChanges', description: 'Only the fields sent change; the reference key never does' });
export type ArticleChanges = z.input<typeof ArticleChangesSchema>;

/** The answer of a change: the article's key, which never changes. */
export const ArticleKeySchema = z.object({ referenceKey: z.string() });
export type ArticleKey = z.infer<typeof ArticleKeySchema>;

export const PublishResultSchema = z
  .object({
    referenceKey: z.string(),
    status: DocumentStatusSchema,
    notified: z.number().int().meta({ description: 'Users told by ARTICLE_CREATED (only on the first publication)' }),
  })
  .meta({ id: 'PublishResult' });
export type PublishResult = z.infer<typeof PublishResultSchema>;

export const PreviewRequestSchema = z.object({ body: markdown }).meta({ id: 'PreviewRequest' });
export type PreviewRequest = z.input<typeof PreviewRequestSchema>;

export const PreviewSchema = z.object({ html: z.string(), readingMinutes: z.number().int() }).meta({ id: 'Preview' });
export type Preview = z.infer<typeof PreviewSchema>;

// Information pages

export const InfoPageOriginSchema = z.enum(['shipped', 'edited', 'new']).meta({
  description: 'shipped: the file as it ships; edited: a file changed in the browser; new: written in the browser',
});
export type InfoPageOrigin = z.infer<typeof InfoPageOriginSchema>;

export const InfoPageSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    order: z.number().int(),
    inFooter: z.boolean(),
    status: DocumentStatusSchema,
    origin: InfoPageOriginSchema,
    shipped: z.boolean().meta({ description: 'A file of this address ships with the code' }),
    updated: z.string().nullable().meta({ description: 'The "last updated" date visitors see; null if never live' }),
    modifiedAt: z.string().nullable().meta({ description: 'Last change in the browser; null for an untouched file' }),
  })
  .meta({ id: 'InfoPageSummary', description: 'An information page as the editors list it, drafts included' });
export type InfoPageSummary = z.infer<typeof InfoPageSummarySchema>;

export const EditableInfoPageSchema = InfoPageSummarySchema.extend({
  source: z.string().meta({ description: 'The Markdown as written' }),
  html: z.string().meta({ description: 'Sanitised HTML rendered from the Markdown' }),
}).meta({ id: 'EditableInfoPage', description: 'An information page as the editors change it, drafts included' });
export type EditableInfoPage = z.infer<typeof EditableInfoPageSchema>;

export const InfoPageRevisionSchema = z
  .object({
    number: z.number().int(),
    kind: z.enum(['create', 'edit', 'restore', 'shipped']).meta({
      description: 'create, edit, restore (of revision restoredFrom) or shipped (back to the file)',
    }),
    restoredFrom: z.number().int().nullable(),
    title: z.string(),
    description: z.string(),
    source: z.string(),
    order: z.number().int(),
    inFooter: z.boolean(),
    author: z
      .object({ uid: z.uuid(), name: z.string(), surname: z.string() })
      .nullable()
      .meta({ description: 'Null once the account is gone' }),
    createdAt: z.string(),
  })
  .meta({ id: 'InfoPageRevision' });
export type InfoPageRevision = z.infer<typeof InfoPageRevisionSchema>;

export const InfoPageWriteResultSchema = z
  .object({
    slug: z.string(),
    status: DocumentStatusSchema,
    revision: z.number().int().nullable().meta({ description: 'The revision this write kept; null when none' }),
  })
  .meta({ id: 'InfoPageWriteResult' });
export type InfoPageWriteResult = z.infer<typeof InfoPageWriteResultSchema>;

const slug = z
  .string()
  .max(SLUG_MAX, 'info-page.error.slug')
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    description: 'The address /<slug>: a-z, 0-9 and single hyphens, 2–80 characters, not one of the site’s routes',
  });
const infoPageTitle = z
  .string()
  .trim()
  .min(TITLE_MIN, 'info-page.error.title')
  .max(INFO_PAGE_TITLE_MAX, 'info-page.error.title');
const infoPageDescription = z
  .string()
  .trim()
  .min(INFO_PAGE_DESCRIPTION_MIN, 'info-page.error.description')
  .max(INFO_PAGE_DESCRIPTION_MAX, 'info-page.error.description');
const infoPageBody = documentBody.meta({
  description: 'Markdown; rendered and sanitised on the server as an article is',
});
const order = z
  .number()
  .int('info-page.error.order')
  .min(0, 'info-page.error.order')
  .max(INFO_PAGE_ORDER_MAX, 'info-page.error.order');

export const NewInfoPageSchema = z
  .object({
    slug,
    title: infoPageTitle,
    description: infoPageDescription,
    body: infoPageBody,
    order: order
      .optional()
      .meta({ description: `Position in the footer and lists; ${INFO_PAGE_ORDER_DEFAULT} by default` }),
    inFooter: z.boolean().optional().meta({ description: 'Listed in the footer; false by default' }),
    publish: z.boolean().optional().meta({ description: 'false saves a draft; by default the page goes live' }),
  })
  .meta({
    id: 'NewInfoPage',
    example: {
      slug: 'campanha-de-vacinacao',
      title: 'Campanha de vacinação',
      description: 'Vacinação a preço reduzido para cães e gatos em novembro.',
      body: '## Quando\n\nDurante todo o mês de novembro.',
      order: 8,
      inFooter: true,
    },
  });
export type NewInfoPage = z.input<typeof NewInfoPageSchema>;

export const InfoPageChangesSchema = z
  .object({
    title: infoPageTitle.optional(),
    description: infoPageDescription.optional(),
    body: infoPageBody.optional(),
    order: order.optional(),
    inFooter: z.boolean().optional(),
  })
  .meta({ id: 'InfoPageChanges', description: 'Only the fields sent change; the address never does' });
export type InfoPageChanges = z.input<typeof InfoPageChangesSchema>;

export const InfoPagePreviewRequestSchema = z.object({ body: markdown }).meta({ id: 'InfoPagePreviewRequest' });
export type InfoPagePreviewRequest = z.input<typeof InfoPagePreviewRequestSchema>;

export const InfoPagePreviewSchema = z.object({ html: z.string() }).meta({ id: 'InfoPagePreview' });
export type InfoPagePreview = z.infer<typeof InfoPagePreviewSchema>;
