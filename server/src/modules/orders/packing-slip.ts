/**
 * The packing slip of an order (ADR 0010): one self-contained HTML page, inline CSS with a print
 * stylesheet and no script (the CSP forbids inline scripts); every value from the order is escaped.
 * It tells the packer which tax paper goes in the parcel (ADR 0059): the invoice's "Duplicate for
 * transporter" travels with the goods (CGST Rules 48(1)(b), 55A, 138A). It carries the workshop's
 * return address from the seller settings, for the courier's return to origin (ADR 0063).
 */
import { formatIstDateTime, formatRupees, indianStateByCode, orderReference } from '@shahi/contract';
import type { AdminOrderDetail } from '@shahi/contract/schemas';
import { escapeHtml } from '#server/mail/layout.ts';

/** The workshop a returned parcel goes back to: the seller settings' name, address and phone. */
export interface ReturnAddress {
  name: string;
  address: string;
  city: string;
  /** GST state code ("04"), printed as the state's name. */
  stateCode: string;
  pinCode: string;
  phone: string;
}

/** What the courier and the packer must know about the money; a cancelled order owes nothing. */
export function paymentLine(order: AdminOrderDetail): string {
  const { method, status, amount } = order.payment;
  if (order.orderStatus === 'cancelled') {
    return method === 'cod' && status !== 'paid'
      ? 'Cash on delivery — nothing to collect (cancelled)'
      : 'Cancelled — nothing to collect';
  }
  if (method === 'cod') {
    return status === 'paid'
      ? `Cash on delivery — ${formatRupees(amount)} already collected`
      : `Cash on delivery — collect ${formatRupees(amount)}`;
  }
  // A sandbox payment moved no money (ADR 0019): never "nothing to collect".
  if (order.testPayment) return 'TEST — not paid (test sandbox payment, no money taken)';
  if (status === 'paid') return 'Paid online — nothing to collect';
  if (status === 'refunded') return 'Paid online, refunded — do not ship';
  return 'Online payment not received — do not ship';
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px;font:14px/1.45 Arial,Helvetica,sans-serif;color:#2b2118;background:#f8f1e7}
.slip{max-width:720px;margin:0 auto;background:#fff;border:1px solid #eadfce;padding:28px 32px}
header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #7a1f2b;padding-bottom:12px;margin-bottom:18px}
h1{margin:0;font:28px/1.2 Georgia,'Times New Roman',serif;color:#7a1f2b}
.slogan{font-size:10px;letter-spacing:3px;color:#7a6a5a}
.title{text-align:right}
.title h2{margin:0;font-size:18px;letter-spacing:2px;text-transform:uppercase}
.ref{font:bold 20px/1.3 'Courier New',Courier,monospace}
.muted{color:#7a6a5a;font-size:12px}
.boxes{display:flex;gap:18px;margin-bottom:18px}
.box{flex:1;border:1px solid #eadfce;padding:12px 14px}
.box h3{margin:0 0 6px;font-size:11px;letter-spacing:2px;text-transform:uppercase;color:#7a6a5a}
.to{font-size:16px;line-height:1.5}
table{width:100%;border-collapse:collapse;margin-bottom:18px}
th,td{padding:8px 6px;border-bottom:1px solid #eadfce;text-align:left;vertical-align:top}
th{font-size:11px;letter-spacing:2px;text-transform:uppercase;color:#7a6a5a}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot td{font-weight:bold;border-bottom:none}
.pay{border:2px solid #7a1f2b;padding:12px 14px;font-size:16px;font-weight:bold}
.papers{margin-top:12px;border:1px dashed #7a1f2b;padding:10px 14px}
.papers a{color:#7a1f2b;font-weight:bold}
.print{display:block;margin:0 auto 16px;min-height:44px;padding:10px 24px;font:bold 16px Arial,sans-serif;color:#fff;background:#7a1f2b;border:none;border-radius:3px;cursor:pointer}
.warn{margin-top:12px;padding:10px 14px;background:#7a1f2b;color:#fff;font-weight:bold;text-align:center;letter-spacing:1px}
footer{margin-top:22px;font-size:12px;color:#7a6a5a;text-align:center}
@media print{
  @page{size:A4;margin:12mm}
  body{padding:0;background:#fff}
  .slip{border:none;max-width:none;padding:0}
  .print{display:none}
  .warn,.pay{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}
`;

/**
 * What goes in the parcel's document pouch: the sale document's duplicate for the transporter
 * (linked to the back office order page at `orderPage`, where it downloads), or, before shipping,
 * that it comes once the order is marked shipped; and the e-way bill when one is needed.
 */
function papersNote(order: AdminOrderDetail, orderPage: string): string {
  const sale = order.taxDocuments?.find((document) => document.kind !== 'credit_note');
  const link = `<a href="${escapeHtml(orderPage)}">${escapeHtml(orderPage)}</a>`;
  const invoice = sale
    ? `Print the <strong>Duplicate for transporter</strong> of ${escapeHtml(sale.number)} and put it in the parcel's document pouch: it travels with the goods (CGST Rule 48). Download it from the order page: ${link}`
    : `The invoice is issued when you mark the order shipped, at handover to the courier. Then print its <strong>Duplicate for transporter</strong> from the order page and send it with the parcel: ${link}`;
  const eWayBill = order.needsEWayBill
    ? '<br>This shipment needs an e-way bill (CGST Rule 138): generate it before handover and give its number to the courier.'
    : '';
  return `<div class="papers">${invoice}${eWayBill}</div>`;
}

/** The return address block, or a reminder to fill in the seller settings. */
function returnBox(from: ReturnAddress | undefined): string {
  if (!from) {
    return '<div class="box"><h3>Return to</h3><div class="muted">Fill in the seller settings to print the workshop\'s return address here.</div></div>';
  }
  const state = indianStateByCode(from.stateCode)?.name ?? from.stateCode;
  return `<div class="box"><h3>Return to</h3>
<div><strong>${escapeHtml(from.name)}</strong><br>
${escapeHtml(from.address)}<br>
${escapeHtml(`${from.city}, ${state} ${from.pinCode}`)}<br>
${escapeHtml(from.phone)}</div></div>`;
}

/**
 * The packing slip of `order` (rupees) as a whole HTML document: reference, placed-on time (IST),
 * ship-to address and phones (the second contact only when it differs), the workshop's return
 * address `from` (the seller settings; a reminder when unset), the pieces and total, what to
 * collect (see paymentLine; nothing on a cancelled order), and the tax paper that travels with the
 * parcel, linked to the order's page under `publicUrl` (the slip opens from a blob, where a
 * relative link would lead nowhere). A Print button (`data-print`) shows on screen only: the page
 * holds no script (the CSP forbids inline scripts), so the back office that opened it wires the
 * button to the browser's print, and asks for it once the slip has loaded.
 */
export function renderPackingSlip(
  shopName: string,
  order: AdminOrderDetail,
  publicUrl: string,
  from?: ReturnAddress,
): string {
  const orderPage = `${publicUrl.replace(/\/$/, '')}/admin/orders/${encodeURIComponent(order._id)}`;
  const to = order.addressDetails;
  const reference = orderReference(order._id);
  const rows = order.products
    .map(
      (piece, index) =>
        `<tr><td>${index + 1}</td><td>${escapeHtml(piece.title)}</td><td class="num">${escapeHtml(formatRupees(piece.price))}</td></tr>`,
    )
    .join('\n');
  const warning =
    order.orderStatus === 'cancelled'
      ? '<div class="warn">THIS ORDER IS CANCELLED — DO NOT SHIP</div>'
      : order.testPayment
        ? '<div class="warn">TEST ORDER — NOT PAID — DO NOT SHIP</div>'
        : '';
  const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
  const secondContact =
    order.phoneNumber && digits(order.phoneNumber) !== digits(to.phone)
      ? `<div class="muted">Second contact: ${escapeHtml(order.phoneNumber)}</div>`
      : '';
  const shipment = order.shipment
    ? `<p class="muted">Shipped with ${escapeHtml(order.shipment.courierName)}, tracking ${escapeHtml(order.shipment.trackingNumber)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Packing slip ${escapeHtml(reference)} — ${escapeHtml(shopName)}</title>
<style>${STYLE}</style>
</head>
<body>
<button type="button" class="print" data-print>Print</button>
<main class="slip">
<header>
<div><h1>${escapeHtml(shopName)}</h1><div class="slogan">Handcrafted in Chandigarh</div></div>
<div class="title"><h2>Packing slip</h2><div class="ref">${escapeHtml(reference)}</div>
<div class="muted">Order ${escapeHtml(order._id)}</div>
<div class="muted">Placed ${escapeHtml(formatIstDateTime(order.createdAt))}</div></div>
</header>
<section class="boxes">
<div class="box"><h3>Ship to</h3>
<div class="to"><strong>${escapeHtml(`${to.firstName} ${to.lastName}`)}</strong><br>
${escapeHtml(to.address)}<br>
${escapeHtml(`${to.city}, ${to.state} ${to.zip}`)}<br>
${escapeHtml(to.country)}</div></div>
<div class="box"><h3>Phone</h3>
<div class="to">${escapeHtml(to.phone)}</div>
${secondContact}
${shipment}</div>
</section>
<section class="boxes">${returnBox(from)}</section>
<table>
<thead><tr><th>#</th><th>Piece</th><th class="num">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><td></td><td>Total (${order.products.length} ${order.products.length === 1 ? 'piece' : 'pieces'})</td><td class="num">${escapeHtml(formatRupees(order.payment.amount))}</td></tr></tfoot>
</table>
<div class="pay">${escapeHtml(paymentLine(order))}</div>
${order.orderStatus === 'cancelled' ? '' : papersNote(order, orderPage)}
${warning}
<footer>Every piece is one of a kind. Thank you for shopping with ${escapeHtml(shopName)}.</footer>
</main>
</body>
</html>
`;
}
