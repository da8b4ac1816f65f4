import type { SavedAddress } from '@shahi/contract';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

/** The alert when a second address is ticked as default: only one default, so it replaces the current one. */
export function DefaultReplacesNotice({
  replaced,
  chosen,
}: {
  replaced: SavedAddress;
  chosen?: SavedAddress;
}) {
  const subject = chosen ? `“${chosen.name}”` : 'This address';
  return (
    <FormAlert tone="info" urgent>
      {`Only one address can be the default: ${subject} replaces “${replaced.name}” as your default address.`}
    </FormAlert>
  );
}
