import { describe, expect, it } from 'vitest';
import { collectionHref, listingHref, parsePage, parseSort } from './use-collection-params.ts';

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

describe('listing URL state', () => {
  const options = [{ value: 'newest' }, { value: 'price-asc' }];

  it('falls back to the page default (its first option) for an unknown sort', () => {
    expect(parseSort('price-asc', options)).toBe('price-asc');
    expect(parseSort('all', options)).toBe('newest');
    expect(parseSort(null, options)).toBe('newest');
  });

  it('builds {base}/{page} and leaves the default sort out', () => {
    expect(listingHref('/new-arrivals', { page: 2, sort: 'newest', search: 'silk' }, 'newest')).toBe(
      '/new-arrivals/2?q=silk',
    );
    expect(listingHref('/sale', { sort: 'price-asc', search: '' }, 'discount')).toBe('/sale?sort=price-asc');
    expect(listingHref('/search', { page: 3, search: 'zari border' })).toBe('/search/3?q=zari+border');
  });
});
