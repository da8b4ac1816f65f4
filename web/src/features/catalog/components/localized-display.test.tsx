import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SoldNote, soldMonth } from '#web/components/product/sold-note.tsx';
import { formatDeliveryDate } from '#web/lib/delivery.ts';
import { loadLocale } from '#web/lib/i18n.ts';
import { localizedField } from '#web/lib/localized.ts';
import { makeProduct } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ProductCard } from './product-card.tsx';

const hindiTitle = 'फुलकारी दुपट्टा';
const translated = makeProduct({
  title: 'Phulkari Dupatta',
  translations: { hi: { title: hindiTitle }, pa: { title: 'ਫੁਲਕਾਰੀ ਦੁਪੱਟਾ' } },
});

describe('the owner’s words and dates on a Hindi page', () => {
  beforeEach(async () => {
    await loadLocale('hi');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('shows a piece’s Hindi title on its card, in the photo’s alt text too', () => {
    renderWithProviders(<ProductCard product={translated} />);
    expect(screen.getByRole('heading', { name: hindiTitle })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: hindiTitle })).toBeInTheDocument();
    expect(screen.queryByText('Phulkari Dupatta')).not.toBeInTheDocument();
  });

  it('shows the English title where the owner gave no Hindi', () => {
    renderWithProviders(<ProductCard product={makeProduct({ title: 'Silk Saree' })} />);
    expect(screen.getByRole('heading', { name: 'Silk Saree' })).toBeInTheDocument();
  });

  it('writes the sold month and the delivery date in Hindi', () => {
    const month = new Intl.DateTimeFormat('hi-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    const soldAt = '2026-11-30T20:00:00.000Z';
    expect(soldMonth(soldAt)).toBe(month.format(new Date(soldAt)));
    expect(soldMonth(soldAt)).not.toBe('December 2026');
    renderWithProviders(<SoldNote soldAt={soldAt} />);
    expect(screen.getByText(month.format(new Date(soldAt)))).toHaveAttribute('datetime', soldAt);
    expect(formatDeliveryDate('2026-12-02')).not.toBe('Wed, 2 Dec');
    expect(formatDeliveryDate('2026-12-02', 'en')).toBe('Wed, 2 Dec');
  });
});

describe('localizedField', () => {
  it('picks the language’s own non-blank words, else the English', () => {
    expect(localizedField(translated, 'title', translated.title, 'pa')).toBe('ਫੁਲਕਾਰੀ ਦੁਪੱਟਾ');
    expect(localizedField(translated, 'title', translated.title, 'en')).toBe('Phulkari Dupatta');
    const blank = makeProduct({ title: 'Shawl', translations: { hi: { title: '  ' } } });
    expect(localizedField(blank, 'title', blank.title, 'hi')).toBe('Shawl');
  });
});
