/**
 * The seller settings: one schema for the back office's form, `PUT /api/admin/seller` and the
 * SELLER_* environment values (docs/decisions/0032-seller-settings-and-disclosures.md).
 */
import { z } from 'zod';
import { emailField } from './email.ts';
import { bodyError, PHONE_TEXT_MAX_LENGTH, phoneHasDigits, requiredText } from './fields.ts';
import { gstinParts, gstinProblem, PAN_PATTERN } from './gstin.ts';
import { findIndianState, indianStateByCode, PIN_CODE_PATTERN, pinMatchesState } from './india.ts';

/** Every message of the seller settings, shown by the form and sent by the server. */
export const sellerMessages = {
  saved: 'Seller settings saved',
  notSet: "The seller's details are not set yet",
  required: (label: string) => `Enter the ${label}`,
  tooLong: (label: string, max: number) => `The ${label} must be at most ${max} characters`,
  chooseState: 'Choose the state or union territory',
  pinShape: 'Enter a 6-digit PIN code',
  pinState: (pin: string, state: string) => `PIN code ${pin} is not in ${state}`,
  panShape: 'Enter the 10-character PAN, like ABCDE1234F',
  gstMode: 'Choose whether the seller is registered for GST',
  claimWindowDays: 'The claim window must be a whole number of days from 1 to 90',
  registrationThreshold: 'The registration threshold must be whole rupees from ₹1 to ₹1,00,00,000',
  gstinRequired: 'Enter the GSTIN of a seller registered for GST',
  gstinShape: 'A GSTIN is 15 characters, like 04ABCDE1234F1Z5',
  gstinState: 'The GSTIN starts with an unknown state code',
  gstinChecksum: 'The GSTIN has a typing mistake: its last character does not match',
  gstinStateMismatch: (code: string, state: string, stateCode: string) =>
    `The GSTIN's state code ${code} does not match ${state} (${stateCode})`,
  gstinPanMismatch: 'The GSTIN does not contain this PAN',
  gstinUnregistered: 'Leave the GSTIN empty for a seller not registered for GST',
  invalidEmail: 'Enter a valid e-mail address',
  phoneShape: 'Enter a phone number of 8 to 15 digits, like +91 172 400 1234',
} as const;

/** Required text of 1 to `max` characters, its messages naming the field by `label`. */
const text = (label: string, max: number) =>
  requiredText(sellerMessages.required(label), max, sellerMessages.tooLong(label, max));

/** A phone of the one phone shape (fields.ts) with 8 to 15 digits, e.g. "+91 172 400 1234". */
const phone = (label: string) =>
  text(label, PHONE_TEXT_MAX_LENGTH).refine(
    (value) => phoneHasDigits(value, 8, 15),
    sellerMessages.phoneShape,
  );

const upper = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .max(max, { error, abort: true })
    .transform((value) => value.toUpperCase());

const gstinMessages = {
  shape: sellerMessages.gstinShape,
  state: sellerMessages.gstinState,
  checksum: sellerMessages.gstinChecksum,
} as const;

/** Whether none of `fields` has an issue yet: the cross-field checks need them parsed. */
const parsed =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * The seller settings (Consumer Protection (E-Commerce) Rules 2020, rules 4(2), 4(4), 4(5) and 7):
 * legal and trade name, street address, city, `state` (name or GST code in, GST code out), PIN
 * code of that state, PAN (upper-cased), GST mode, GSTIN (valid, of that state and PAN, when
 * registered; empty when not), customer care e-mail and phone, the grievance officer, the days after
 * delivery a claim may be made (ADR 0057) and the registration threshold in rupees (ADR 0058).
 */
export const sellerSettingsSchema = z
  .object(
    {
      legalName: text('legal name', 200),
      tradeName: text('trade name', 200),
      address: text('address', 300),
      city: text('city', 100),
      state: z
        .string({ error: sellerMessages.chooseState })
        .max(60, { error: sellerMessages.chooseState, abort: true })
        .transform((value, context) => {
          const found = findIndianState(value);
          if (found) return found.code;
          context.addIssue({ code: 'custom', message: sellerMessages.chooseState });
          return z.NEVER;
        }),
      pinCode: z
        .string({ error: sellerMessages.pinShape })
        .trim()
        .max(6, { error: sellerMessages.pinShape, abort: true })
        .regex(PIN_CODE_PATTERN, sellerMessages.pinShape),
      pan: upper(10, sellerMessages.panShape).refine(
        (value) => PAN_PATTERN.test(value),
        sellerMessages.panShape,
      ),
      gstMode: z.enum(['registered', 'unregistered'], { error: sellerMessages.gstMode }),
      gstin: upper(15, sellerMessages.gstinShape).default(''),
      careEmail: emailField(sellerMessages.invalidEmail),
      carePhone: phone('customer care phone'),
      grievanceName: text("grievance officer's name", 100),
      grievanceDesignation: text("grievance officer's designation", 100),
      grievanceEmail: emailField(sellerMessages.invalidEmail),
      grievancePhone: phone("grievance officer's phone"),
      claimWindowDays: z
        .number({ error: sellerMessages.claimWindowDays })
        .int({ error: sellerMessages.claimWindowDays })
        .min(1, { error: sellerMessages.claimWindowDays })
        .max(90, { error: sellerMessages.claimWindowDays })
        .default(7),
      registrationThreshold: z
        .number({ error: sellerMessages.registrationThreshold })
        .int({ error: sellerMessages.registrationThreshold })
        .min(1, { error: sellerMessages.registrationThreshold })
        .max(10_000_000, { error: sellerMessages.registrationThreshold })
        .default(2_000_000),
    },
    bodyError,
  )
  .superRefine(
    (value, context) => {
      const state = indianStateByCode(value.state);
      if (state && !pinMatchesState(value.pinCode, state)) {
        context.addIssue({
          code: 'custom',
          path: ['pinCode'],
          message: sellerMessages.pinState(value.pinCode, state.name),
        });
      }
    },
    { when: parsed('state', 'pinCode') },
  )
  .superRefine(
    (value, context) => {
      const issue = (message: string) => context.addIssue({ code: 'custom', path: ['gstin'], message });
      if (value.gstMode === 'unregistered') {
        if (value.gstin !== '') issue(sellerMessages.gstinUnregistered);
        return;
      }
      if (value.gstin === '') return issue(sellerMessages.gstinRequired);
      const problem = gstinProblem(value.gstin);
      if (problem) return issue(gstinMessages[problem]);
      const parts = gstinParts(value.gstin);
      const state = indianStateByCode(value.state);
      if (state && parts.stateCode !== state.code) {
        issue(sellerMessages.gstinStateMismatch(parts.stateCode, state.name, state.code));
      }
      if (parts.pan !== value.pan) issue(sellerMessages.gstinPanMismatch);
    },
    { when: parsed('gstin', 'gstMode', 'state', 'pan') },
  );

export type SellerSettings = z.output<typeof sellerSettingsSchema>;
export type SellerSettingsRequest = z.input<typeof sellerSettingsSchema>;
