import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageItems } from './pagination.tsx';

const hrefFor = (page: number) => `/collection/c1/${page}?sort=price-asc`;

function renderPagination(currentPage: number, totalPage: number) {
  return render(
    <MemoryRouter>
      <Pagination currentPage={currentPage} totalPage={totalPage} hrefFor={hrefFor} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('is not rendered for a single page or none', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    renderPagination(1, 0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('links Previous, each page and Next, keeping the query', () => {
    renderPagination(2, 3);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/collection/c1/1?sort=price-asc',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/collection/c1/3?sort=price-asc',
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/collection/c1/3?sort=price-asc',
    );
    expect(screen.getByText('2', { exact: false }).closest('[aria-current="page"]')).not.toBeNull();
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    renderPagination(1, 2);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toBeInTheDocument();
  });
});

describe('pageItems', () => {
  it('lists every page up to 7', () => {
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('elides far pages around the current one', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap-before', 5, 6, 7, 'gap-after', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap-after', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12]);
  });
});
