import { TaxRatesPage } from '#web/features/admin/components/tax-rates/tax-rates-page.tsx';

/** `/admin/tax-rates`: the GST rate table, and future changes entered in advance. */
export function AdminTaxRatesRoute() {
  return <TaxRatesPage />;
}
