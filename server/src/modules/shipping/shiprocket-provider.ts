/**
 * The Shiprocket ShippingProvider (ADR 0061) over `ShiprocketClient`: serviceability
 * (`GET courier/serviceability/`), a shipment (`POST orders/create/adhoc`, then
 * `POST courier/assign/awb`), its label (`POST courier/generate/label`, then the PDF at
 * `label_url`), the pickup (`POST courier/generate/pickup`), cancelling (`POST orders/cancel`) and
 * tracking (`GET courier/track/awb/{awb}`). Shiprocket counts money in rupees, weight in kg and size
 * in cm; the shop's paise and grams are converted here and nowhere else.
 */
import { z } from 'zod';
import type { ShippingProvider, TrackingScan } from './provider.ts';
import { ShippingProviderError } from './provider.ts';
import type { ShiprocketClient } from './shiprocket-client.ts';
import { parseShiprocketTime, shipmentStatusOf } from './status-map.ts';

export interface ShiprocketProviderOptions {
  client: ShiprocketClient;
  /** The pickup address's nickname in Shiprocket (Settings → Pickup addresses), e.g. `Workshop`. */
  pickupLocation: string;
  /** The workshop's PIN code, read when needed (the seller settings' PIN code). */
  pickupPin: () => Promise<string>;
  /** Logs a scan whose status code the shop does not follow. */
  log?: { warn(details: object, message: string): void };
}

const idOf = z.union([z.string().min(1).max(40), z.number().int()]).transform((value) => String(value));
const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .transform((value) => Number(value) === 1 || value === true);

const courierSchema = z.looseObject({
  courier_name: z.string(),
  estimated_delivery_days: z
    .union([z.string(), z.number()])
    .transform(Number)
    .pipe(z.number().min(0).max(60)),
  etd: z.string().nullish(),
  cod: flag,
  rate: z.union([z.string(), z.number()]).transform(Number).optional(),
});
const serviceabilitySchema = z.looseObject({
  status: z.number().optional(),
  data: z
    .union([
      z.looseObject({ available_courier_companies: z.array(courierSchema).nullish() }),
      z.array(z.unknown()),
    ])
    .nullish(),
});
const createdSchema = z.looseObject({ order_id: idOf, shipment_id: idOf, status: z.string().nullish() });
const assignedSchema = z.looseObject({
  awb_assign_status: flag,
  message: z.string().nullish(),
  response: z
    .looseObject({
      data: z.looseObject({
        awb_code: idOf,
        courier_name: z.string(),
        etd: z.string().nullish(),
      }),
    })
    .nullish(),
});
const labelSchema = z.looseObject({ label_created: flag, label_url: z.string().nullish() });
const pickupSchema = z.looseObject({
  pickup_status: flag,
  response: z
    .looseObject({
      pickup_scheduled_date: z.string().nullish(),
      pickup_token_number: z.union([z.string(), z.number()]).transform(String).nullish(),
    })
    .nullish(),
});
const cancelSchema = z.unknown();
const activitySchema = z.looseObject({
  date: z.string(),
  activity: z.string().nullish(),
  location: z.string().nullish(),
  'sr-status': z.union([z.string(), z.number()]).nullish(),
  'sr-status-label': z.string().nullish(),
});
const trackSchema = z.looseObject({
  tracking_data: z.looseObject({
    shipment_track_activities: z.array(activitySchema).nullish(),
  }),
});

/** Rupees with paise as Shiprocket takes them (e.g. 1499.5). */
const rupees = (paise: number) => Math.round(paise) / 100;

/** `YYYY-MM-DD HH:mm` India time, Shiprocket's `order_date`. */
function indiaDateTime(at: Date): string {
  return new Date(at.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The last ten digits of a phone number, as Shiprocket takes Indian mobile numbers. */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The India date (YYYY-MM-DD) of a Shiprocket time stamp, or null. */
function indiaDateOf(text: string | null | undefined): string | null {
  const at = text ? parseShiprocketTime(text) : null;
  return at ? new Date(at.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10) : null;
}

/** The Shiprocket provider; every method throws ShippingProviderError on a refusal or no answer. */
export function createShiprocketProvider({
  client,
  pickupLocation,
  pickupPin,
  log,
}: ShiprocketProviderOptions): ShippingProvider {
  const numericId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : id);

  const cancel = async (providerOrderId: string) => {
    await client.post('orders/cancel', { ids: [numericId(providerOrderId)] }, cancelSchema, 'cancel');
  };

  return {
    name: 'shiprocket',

    async serviceability(pinCode, weightGrams) {
      const answer = await client
        .get(
          'courier/serviceability/',
          serviceabilitySchema,
          {
            pickup_postcode: await pickupPin(),
            delivery_postcode: pinCode,
            weight: Math.max(weightGrams, 1) / 1000,
            cod: 0,
          },
          'serviceability',
        )
        .catch((error: unknown) => {
          // Shiprocket answers some unserved PIN codes with a 404.
          if (error instanceof ShippingProviderError && error.status === 404) return { data: null };
          throw error;
        });
      const couriers =
        answer.data && !Array.isArray(answer.data) ? (answer.data.available_courier_companies ?? []) : [];
      if (couriers.length === 0)
        return { serviceable: false, codAvailable: false, days: null, courierName: null };
      const fastest = couriers.reduce((best, courier) =>
        courier.estimated_delivery_days < best.estimated_delivery_days ? courier : best,
      );
      return {
        serviceable: true,
        codAvailable: couriers.some((courier) => courier.cod),
        days: Math.round(fastest.estimated_delivery_days),
        courierName: fastest.courier_name,
      };
    },

    async createShipment(request) {
      const created = await client.post(
        'orders/create/adhoc',
        {
          order_id: request.orderReference,
          order_date: indiaDateTime(request.orderedAt),
          pickup_location: pickupLocation,
          billing_customer_name: request.recipient.firstName,
          billing_last_name: request.recipient.lastName,
          billing_address: request.recipient.address,
          billing_city: request.recipient.city,
          billing_pincode: request.recipient.pinCode,
          billing_state: request.recipient.state,
          billing_country: 'India',
          billing_email: request.recipient.email,
          billing_phone: tenDigits(request.recipient.phone),
          shipping_is_billing: true,
          order_items: request.lines.map((line) => ({
            name: line.title,
            sku: line.productId,
            units: 1,
            selling_price: rupees(line.pricePaise),
            hsn: line.hsnCode,
          })),
          payment_method: request.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
          sub_total: rupees(request.amountPaise),
          length: request.dimensionsCm.length,
          breadth: request.dimensionsCm.breadth,
          height: request.dimensionsCm.height,
          weight: Math.max(request.weightGrams, 1) / 1000,
        },
        createdSchema,
        'create order',
      );
      try {
        const assigned = await client.post(
          'courier/assign/awb',
          { shipment_id: numericId(created.shipment_id) },
          assignedSchema,
          'assign courier',
        );
        const data = assigned.response?.data;
        if (!assigned.awb_assign_status || !data) {
          const reason = assigned.message ? `: ${assigned.message.slice(0, 300)}` : '';
          throw new ShippingProviderError(`Shiprocket could not assign a courier${reason}`, true);
        }
        return {
          providerOrderId: created.order_id,
          providerShipmentId: created.shipment_id,
          awb: data.awb_code,
          courierName: data.courier_name,
          expectedDeliveryOn: indiaDateOf(data.etd),
        };
      } catch (error) {
        // No courier took it: cancel the order Shiprocket made, best effort, so none lingers there.
        await cancel(created.order_id).catch(() => undefined);
        throw error;
      }
    },

    async label(providerShipmentId) {
      const answer = await client.post(
        'courier/generate/label',
        { shipment_id: [numericId(providerShipmentId)] },
        labelSchema,
        'label',
      );
      if (!answer.label_created || !answer.label_url) {
        throw new ShippingProviderError(
          'Shiprocket made no label for this shipment; try again in a minute',
          true,
        );
      }
      return client.download(answer.label_url, 'label');
    },

    async requestPickup(providerShipmentId) {
      const answer = await client.post(
        'courier/generate/pickup',
        { shipment_id: [numericId(providerShipmentId)] },
        pickupSchema,
        'pickup',
      );
      const token = answer.response?.pickup_token_number;
      if (!answer.pickup_status || !token) {
        throw new ShippingProviderError('Shiprocket did not confirm the pickup; try again in a minute', true);
      }
      const scheduled = answer.response?.pickup_scheduled_date;
      return { token, scheduledAt: scheduled ? parseShiprocketTime(scheduled) : null };
    },

    cancel,

    async track(awb) {
      const answer = await client.get(
        `courier/track/awb/${encodeURIComponent(awb)}`,
        trackSchema,
        {},
        'track',
      );
      const scans: TrackingScan[] = [];
      for (const activity of answer.tracking_data.shipment_track_activities ?? []) {
        const id = Number(activity['sr-status']);
        const status = Number.isInteger(id) ? shipmentStatusOf(id) : null;
        const happenedAt = parseShiprocketTime(activity.date);
        if (!status || !happenedAt) {
          log?.warn(
            { awb, srStatus: activity['sr-status'] },
            'tracking scan with a status the shop does not follow',
          );
          continue;
        }
        scans.push({
          awb,
          status,
          providerStatusId: id,
          providerStatus: activity['sr-status-label'] ?? activity.activity ?? '',
          location: activity.location?.trim() ?? '',
          happenedAt,
        });
      }
      return scans.sort((a, b) => a.happenedAt.getTime() - b.happenedAt.getTime());
    },
  };
}
