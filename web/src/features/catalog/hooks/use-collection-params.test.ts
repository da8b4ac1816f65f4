import { describe, expect, it } from 'vitest';
import { collectionHref, parsePage, parseSort } from './use-collection-params.ts';

describe('collection URL state', () => {
  it('defaults the page to 1 and refuses anything but a positive whole number', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('4')).toBe(4);
    for (const raw of ['0', '-2', '2.5', 'abc', '']) expect(parsePage(raw)).toBe(1);
    expect(parsePage('99999999')).toBe(10_000);
  });

  it('accepts only the five sort options', () => {
    expect(parseSort('price-asc')).toBe('price-asc');
    expect(parseSort('rating')).toBe('all');
    expect(parseSort(null)).toBe('all');
  });

  it('builds /collection/{id}/{page} with sort and search in the query', () => {
    expect(collectionHref('c1', { page: 2, sort: 'title-desc', search: 'silk shawl' })).toBe(
      '/collection/c1/2?sort=title-desc&q=silk+shawl',
    );
    expect(collectionHref('c1', { sort: 'all', search: '' })).toBe('/collection/c1');
  });
});
