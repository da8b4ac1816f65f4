/**
 * A field's validation message, or nothing without one: `id` ties it to its control
 * (aria-describedby), and role="alert" announces it when it appears (after a blur or a submit).
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-maroon-700">
      {error}
    </p>
  );
}
