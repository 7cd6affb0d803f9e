// Content collections: the information pages shipped with the code (src/content/info/*.md), one page per
// file; a page saved in the browser overrides its file (src/server/domain/documents/info-pages, decision 153).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const info = defineCollection({
  // Each Markdown file becomes /<file name>: adding a file adds a page, the sitemap and no code.
  loader: glob({ pattern: '*.md', base: './src/content/info' }),
  schema: z.object({
    // The page's <h1> and <title>.
    title: z.string().min(1),
    // The meta description (search results, link previews).
    description: z.string().min(1),
    // Position in the footer and in lists of information pages (lower first).
    order: z.number().int().default(100),
    // Listed in the footer's "Informação" links.
    footer: z.boolean().default(false),
    // When the text last changed in substance; shown under the title.
    updated: z.coerce.date(),
  }),
});

export const collections = { info };
