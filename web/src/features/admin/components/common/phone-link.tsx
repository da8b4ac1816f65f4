/**
 * A phone number as a `tel:` link that never breaks across lines ("98150 12345" stays whole even
 * inside text that may break anywhere, such as a long e-mail address beside it).
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/\s/g, '')}`}
      className="break-normal whitespace-nowrap text-maroon-700 underline underline-offset-2"
    >
      {phone}
    </a>
  );
}
