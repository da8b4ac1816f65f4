/**
 * What other modules may use of shipping (ADR 0061): the provider's interface and error, the
 * delivery promise by PIN code, the cash-on-delivery blocks, an order's shipment and its scans, and
 * the status names.
 */
export type {
  BookedShipment,
  Pickup,
  Serviceability,
  ShipmentRequest,
  ShipmentStatus,
  ShippingProvider,
  TrackingScan,
} from './provider.ts';
export { ShippingProviderError } from './provider.ts';
export {
  type CodBlockRow,
  codBlockedFor,
  type ShipmentEventRow,
  type ShipmentRow,
  selectShipmentEvents,
  selectShipmentOfOrder,
} from './repository.ts';
export { deliveryEstimate } from './serviceability.ts';
export { shipmentStatusLabels } from './status-map.ts';
