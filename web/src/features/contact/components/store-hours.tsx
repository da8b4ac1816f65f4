/** When the shop answers: shown on the contact page. */
export const CONTACT_HOURS = 'Monday to Friday, 9:00 to 18:00';

/** The store hours and what they mean for replies. */
export function StoreHours() {
  return (
    <div className="space-y-1 text-ink">
      <p className="font-semibold">{CONTACT_HOURS}</p>
      <p className="text-sm text-ink-muted">
        Indian Standard Time; closed on weekends and public holidays. Messages sent outside these hours are
        answered on the next working day.
      </p>
    </div>
  );
}
