/** Order shapes and reads (spec §3 "Order", §7 GET /my-orders). Rows hold paise; answers rupees. */
import { type Order, paiseToRupees } from '@shahi/contract';
import type { Database } from '../../db/client.ts';
import { type OrderLineRow, type OrderRow, selectOrdersOfUser } from './repository.ts';

/** Order row and its lines (paise) → the API order (rupees). */
export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    products: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      price: paiseToRupees(line.pricePaise),
      ...(line.image ? { image1: line.image } : {}),
    })),
    addressDetails: {
      firstName: row.shipFirstName,
      lastName: row.shipLastName,
      phone: row.shipPhone,
      address: row.shipAddress,
      city: row.shipCity,
      state: row.shipState,
      zip: row.shipZip,
      country: row.shipCountry,
    },
    phoneNumber: row.contactPhone,
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      amount: paiseToRupees(row.amountPaise),
      currency: 'INR',
    },
  };
}

/** The caller's orders, newest first (spec §2 "Orders are sorted newest first"). */
export async function listOrdersOfUser(db: Database, userId: string): Promise<Order[]> {
  const rows = await selectOrdersOfUser(db, userId);
  return rows.map((row) => toOrder(row, row.lines));
}
