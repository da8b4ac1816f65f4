import { useLingui } from '@lingui/react/macro';
import { findIndianState, PIN_CODE_PATTERN } from '@shahi/contract';
import type { PinCodeDetails } from '@shahi/contract/schemas';
import { useEffect, useRef } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { usePinCodeDetails } from '#web/lib/pin-codes.ts';
import { useMessages } from '#web/lib/use-messages.ts';

/** The address fields the PIN fills, read and written by the form that holds them. */
export interface PinCodeFillTarget {
  zip: string;
  city: string;
  state: string;
  /** Writes a field as if the shopper had typed it (validated, dirty). */
  set: (field: 'city' | 'state', value: string) => void;
}

/** What the form shows under the PIN: the directory's place, or the soft hint that the state differs. */
export interface PinCodeFill {
  details: PinCodeDetails | undefined;
  /** "Chandigarh district, Chandigarh" once the directory answered; '' otherwise. */
  place: string;
  /** "160022 is Chandigarh, Chandigarh — is the state right?" when the chosen state is another; ''. */
  stateHint: string;
  /** India Post lists no such PIN: "please check the six digits"; ''. */
  unknown: string;
}

/**
 * Fills city and state from the directory once a six-digit PIN is typed (ADR 0064): a field is
 * filled when empty or still holding what an earlier PIN filled, never over what the shopper typed,
 * and stays editable. The forms have no district field: the district shows in the line under the
 * PIN, and the city takes the PIN's head post office town (else the district). A state chosen
 * apart from the PIN's gets a soft hint, not an error: PIN circles straddle borders (160xxx is
 * Chandigarh and Mohali).
 */
export function usePinCodeFill(target: PinCodeFillTarget): PinCodeFill {
  const { t } = useLingui();
  const pinCodeMessages = useMessages('pinCode');
  const pin = target.zip.trim();
  const lookup = usePinCodeDetails(pin);
  const details = PIN_CODE_PATTERN.test(pin) ? lookup.data : undefined;
  const filled = useRef({ city: '', state: '' });
  const { city, state, set } = target;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer fills; later edits are the shopper's.
  useEffect(() => {
    if (!details) return;
    if (!city.trim() || city === filled.current.city) {
      if (city !== details.city) set('city', details.city);
      filled.current.city = details.city;
    }
    if (!state || state === filled.current.state) {
      if (state !== details.state) set('state', details.state);
      filled.current.state = details.state;
    }
  }, [details]);

  const chosen = findIndianState(state)?.name;
  const placeLine = (district: string, stateName: string) => t`${district} district, ${stateName}`;
  return {
    details,
    place: details ? placeLine(details.district, details.state) : '',
    stateHint:
      details && chosen && chosen !== details.state
        ? pinCodeMessages.stateDiffers(details.pinCode, details.city, details.state)
        : '',
    unknown:
      PIN_CODE_PATTERN.test(pin) && lookup.error instanceof ApiError && lookup.error.status === 404
        ? pinCodeMessages.pinCodeUnknown
        : '',
  };
}
