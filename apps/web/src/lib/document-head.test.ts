import { afterEach, describe, expect, it } from 'vitest';
import { brandTitle, setIndexable } from './document-head.ts';

const robots = () => document.head.querySelectorAll('meta[name="robots"]');

afterEach(() => setIndexable(true));

describe('the document head per route', () => {
  it('titles a page "<page> | Cambix"', () => {
    expect(brandTitle('Iniciar sesión')).toBe('Iniciar sesión | Cambix');
  });

  it('adds one noindex line off the public pages and removes it on them', () => {
    setIndexable(false);
    setIndexable(false);
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex');
    setIndexable(true);
    expect(robots()).toHaveLength(0);
  });
});
