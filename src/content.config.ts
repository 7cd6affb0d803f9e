// Content collections: the information pages (src/content/info/*.md), one page per file.
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
    // Position in lists of information pages (lower first).
    order: z.number().int().default(100),
    // When the text last changed in substance; shown under the title.
    updated: z.coerce.date(),
  }),
});

export const collections = { info };
