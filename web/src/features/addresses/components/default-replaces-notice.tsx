import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const replacedName = replaced.name;
  const chosenName = chosen?.name ?? '';
  return (
    <FormAlert tone="info" urgent>
      {chosen
        ? t`Only one address can be the default: “${chosenName}” replaces “${replacedName}” as your default address.`
        : t`Only one address can be the default: This address replaces “${replacedName}” as your default address.`}
    </FormAlert>
  );
}
