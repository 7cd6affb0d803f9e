// The nesting estimate that keeps hostile Markdown away from the renderer (issue 37).
import { describe, expect, it } from 'vitest';
import { markdownNesting, MARKDOWN_MAX_NESTING } from '../../../lib/documents/markdown-nesting.ts';
import { renderArticleBody } from './render.ts';

const deep = MARKDOWN_MAX_NESTING + 1;

describe('markdownNesting', () => {
  it('reads ordinary articles as shallow', () => {
    const article = [
      '## Vacinas',
      '',
      'O **calendário** de *vacinação* de [cachorros](https://example.org) e `gatinhos`.',
      '',
      '> Uma citação com - um traço e *ênfase*.',
      '',
      '- um',
      '  - dois',
      '    1. três',
      '',
      '```',
      '>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>> dentro de código ******************',
      '```',
      '',
      'Nome: ______________ e ***muito importante*** e 2 * 3 * 4.',
      '',
      '******',
    ].join('\n');
    expect(markdownNesting(article)).toBeLessThanOrEqual(4);
  });

  it('finds quotes, lists, indentation, emphasis and brackets nested past the limit', () => {
    expect(markdownNesting('>'.repeat(50_000) + ' x')).toBeGreaterThan(MARKDOWN_MAX_NESTING);
    expect(markdownNesting('> '.repeat(deep) + 'x')).toBeGreaterThan(MARKDOWN_MAX_NESTING);
    expect(markdownNesting('- '.repeat(deep) + 'x')).toBeGreaterThan(MARKDOWN_MAX_NESTING);
    expect(markdownNesting('> - '.repeat(deep) + 'x')).toBeGreaterThan(MARKDOWN_MAX_NESTING);
    const indented = Array.from({ length: deep + 1 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n');
    expect(markdownNesting(indented)).toBeGreaterThan(MARKDOWN_MAX_NESTING);
    expect(markdownNesting(`${'*'.repeat(50_000)}x${'*'.repeat(50_000)}`)).toBeGreaterThan(MARKDOWN_MAX_NESTING);
    expect(markdownNesting(`${'*a '.repeat(3000)}x${' b*'.repeat(3000)}`)).toBeGreaterThan(MARKDOWN_MAX_NESTING);
    expect(markdownNesting(`${'['.repeat(deep)}x${']'.repeat(deep)}`)).toBeGreaterThan(MARKDOWN_MAX_NESTING);
  });

  it('at the limit, the renderer answers at once', () => {
    for (const source of ['> '.repeat(MARKDOWN_MAX_NESTING) + 'x', '- '.repeat(MARKDOWN_MAX_NESTING) + 'x']) {
      expect(markdownNesting(source)).toBeLessThanOrEqual(MARKDOWN_MAX_NESTING);
      expect(renderArticleBody(source)).toContain('x');
    }
  });
});
