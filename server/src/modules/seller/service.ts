/**
 * The seller's settings as the back office edits them and as the shop discloses them (Consumer
 * Protection (E-Commerce) Rules 2020, rules 4(4), 4(5) and 6(4); ADR 0032).
 */
import { indianStateByCode, type SellerDisclosure } from '@shahi/contract';
import { type SellerSettings, sellerMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { type SellerRow, selectSeller, upsertSeller } from './repository.ts';

/** What the shop shows of the seller: the row with the state's name and the grievance officer. */
export function toSellerDisclosure(row: SellerRow): SellerDisclosure {
  return {
    legalName: row.legalName,
    tradeName: row.tradeName,
    address: row.address,
    city: row.city,
    state: indianStateByCode(row.stateCode)?.name ?? row.stateCode,
    stateCode: row.stateCode,
    pinCode: row.pinCode,
    gstin: row.gstMode === 'registered' ? row.gstin : '',
    gstMode: row.gstMode,
    careEmail: row.careEmail,
    carePhone: row.carePhone,
    grievanceOfficer: {
      name: row.grievanceName,
      designation: row.grievanceDesignation,
      email: row.grievanceEmail,
      phone: row.grievancePhone,
    },
    claimWindowDays: row.claimWindowDays,
  };
}

/** The row as the back office's form holds it (`state` is the GST state code). */
export function toSellerSettings(row: SellerRow): SellerSettings {
  const { id: _id, updatedAt: _updatedAt, stateCode, registrationThresholdPaise, ...rest } = row;
  return { ...rest, state: stateCode, registrationThreshold: registrationThresholdPaise / 100 };
}

/** The row's values of checked settings (`sellerSettingsSchema`'s output). */
export function sellerRowValues(settings: SellerSettings): Omit<SellerRow, 'id' | 'updatedAt'> {
  const { state, registrationThreshold, ...rest } = settings;
  return { ...rest, stateCode: state, registrationThresholdPaise: registrationThreshold * 100 };
}

/** The disclosure, or undefined while no settings are stored (a development shop without the demo). */
export async function readSellerDisclosure(db: Database): Promise<SellerDisclosure | undefined> {
  const row = await selectSeller(db);
  return row ? toSellerDisclosure(row) : undefined;
}

/** The disclosure; 404 "The seller's details are not set yet" while none are stored. */
export async function getSellerDisclosure(db: Database): Promise<SellerDisclosure> {
  const disclosure = await readSellerDisclosure(db);
  if (!disclosure) throw notFound(sellerMessages.notSet);
  return disclosure;
}

/** The settings for the back office's form; 404 while none are stored. */
export async function getSellerSettings(db: Database): Promise<SellerSettings> {
  const row = await selectSeller(db);
  if (!row) throw notFound(sellerMessages.notSet);
  return toSellerSettings(row);
}

/** Replaces the settings with checked `settings`; resolves with them as stored. */
export async function saveSellerSettings(db: Database, settings: SellerSettings): Promise<SellerSettings> {
  return toSellerSettings(await upsertSeller(db, sellerRowValues(settings)));
}
