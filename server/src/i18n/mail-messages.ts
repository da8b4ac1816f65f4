/**
 * The words of the shopper's mails: subjects, greetings, lines, buttons. Ids `mail.<key>`
 * (message-catalogue.ts; ADR 0065). English is the source and the mails' exact English text; a
 * function's arguments become `{0}`, `{1}`… in the catalogue, so they only place ready-made values
 * (rupees through `formatRupees`, dates through `indianTime`). Owner alerts and the notices to the
 * grievance officer and the shop stay English and are not here.
 */
export const mailMessages = {
  // The layout shared by every mail (server/src/mail/layout.ts).
  greetingNamed: (name: string) => `Namaste ${name},`,
  greetingPlain: 'Namaste,',
  signOff: 'With warm regards from our workshop in Chandigarh,',
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  footer: 'Handcrafted with care in Chandigarh',
  oneMinute: '1 minute',
  minutes: (count: number) => `${count} minutes`,
  followInAccount: 'You can follow the order in your account:',
  yourOrders: 'Your orders:',
  buttonSeeOrders: 'SEE YOUR ORDERS',
  buttonFollowOrder: 'FOLLOW YOUR ORDER',
  buttonSeePiece: 'SEE THE PIECE',
  yourMessage: 'Your message:',
  visitShop: (shopName: string) => `Visit ${shopName}`,

  // The seller block of order and claim mails (modules/seller/mail-block.ts).
  sellerSoldBy: (legalName: string, tradeName: string) => `Sold by ${legalName} (${tradeName})`,
  sellerGstin: (gstin: string) => `GSTIN ${gstin}; prices include GST`,
  sellerUnregistered: 'Seller not registered under GST; no GST is charged',
  sellerCare: (email: string, phone: string) => `Customer care: ${email}, ${phone}`,
  sellerOfficer: (name: string, designation: string, email: string, phone: string) =>
    `Grievance officer: ${name}, ${designation}, ${email}, ${phone}`,
  sellerFileGrievance: 'File a grievance:',

  // Order placed (cash on delivery awaiting confirmation, or paid online).
  orderPlacedSubject: (shopName: string, reference: string) =>
    `Your ${shopName} order ${reference} is placed`,
  orderPlacedIntroToConfirm: (reference: string) =>
    `Thank you for your order ${reference}. These pieces are set aside for you — no one else can buy them while you confirm:`,
  orderPlacedIntro: (reference: string) =>
    `Thank you for your order ${reference}. These pieces are now yours — no one else can buy them:`,
  orderPlacedAsk: (deadline: string) =>
    `Please confirm this cash-on-delivery order by ${deadline}. Each piece is one of a kind, so an order that is not confirmed is cancelled then and the pieces go back on sale. Confirm here:`,
  orderDiscountLine: (code: string, amount: string) => `Discount (${code}) — −${amount}`,
  orderTotalOnline: (amount: string) => `Total: ${amount}, paid online.`,
  orderTotalCod: (amount: string) => `Total: ${amount}, to be paid in cash on delivery.`,
  orderDispatchTo: (name: string, address: string, phone: string) =>
    `We dispatch within 3 - 5 working days to: ${name}, ${address} (phone ${phone}).`,
  orderPlacedPreheaderOnline: (reference: string, amount: string) =>
    `Order ${reference}: ${amount}, paid online.`,
  orderPlacedPreheaderCod: (reference: string, amount: string) =>
    `Order ${reference}: ${amount}, cash on delivery.`,
  buttonConfirmOrder: 'CONFIRM ORDER',

  // Order shipped.
  orderShippedSubject: (shopName: string, reference: string) =>
    `Your ${shopName} order ${reference} is on its way`,
  orderShippedPreheader: (reference: string, courier: string, tracking: string) =>
    `Order ${reference} is on its way: ${courier} ${tracking}.`,
  orderShippedLead: (reference: string) =>
    `Good news: your order ${reference} has left our workshop and is on its way to you.`,
  orderShippedCourier: (courier: string, tracking: string) =>
    `Courier: ${courier}. Tracking number: ${tracking}.`,
  orderCashForCourier: (amount: string) => `Please keep ${amount} ready in cash for the courier.`,
  orderShippedPaid: (amount: string) => `Already paid online: ${amount}. Nothing to pay on delivery.`,

  // Order delivered.
  orderDeliveredSubject: (shopName: string, reference: string) =>
    `Your ${shopName} order ${reference} was delivered`,
  orderDeliveredPreheader: (reference: string) => `Order ${reference} was delivered.`,
  orderDeliveredLead: (reference: string) =>
    `Your order ${reference} has been delivered. We hope these pieces bring you joy for many years:`,
  orderDeliveredCashReceived: (amount: string) =>
    `We have received your payment of ${amount} in cash. Thank you.`,
  orderDeliveredPaidOnline: (amount: string) => `Paid online: ${amount}.`,
  orderDeliveredCare:
    'Handcrafted textiles love a gentle hand: dry clean or hand wash in cold water, and dry in the shade.',
  orderDeliveredHelp: 'If something is not right, write to us through the contact page and we will help.',

  // Order cancelled.
  orderCancelledSubject: (shopName: string, reference: string) =>
    `Your ${shopName} order ${reference} was cancelled`,
  orderCancelledPreheader: (reference: string) => `Order ${reference} was cancelled.`,
  orderCancelledLead: (reference: string) => `We are sorry: your order ${reference} has been cancelled.`,
  orderCancelledReason: (reason: string) => `Reason: ${reason}`,
  orderCancelledRefunded: (amount: string) =>
    `We have refunded ${amount} to your original payment method. Banks usually take 5 - 7 working days to show it.`,
  orderCancelledCod:
    'The order was to be paid in cash on delivery, so there is nothing to pay and nothing to refund.',
  orderCancelledUnpaid:
    'No payment was taken. If a payment still goes through, it is refunded to you in full automatically.',
  orderCancelledQuestion: 'If you have any question, write to us through the contact page.',

  // Cash on delivery confirmed or lapsed (ADR 0035).
  orderCodConfirmedSubject: (shopName: string, reference: string) =>
    `Your ${shopName} order ${reference} is confirmed`,
  orderCodConfirmedPreheader: (reference: string) =>
    `Order ${reference} is confirmed; we will dispatch it soon.`,
  orderCodConfirmedLead: (reference: string) =>
    `Thank you for confirming your order ${reference}. We are getting these pieces ready:`,
  orderCodConfirmedDispatch: 'We dispatch within 3 - 5 working days and mail you the tracking number.',
  orderCodLapsedSubject: (shopName: string, reference: string) =>
    `Your ${shopName} order ${reference} was not confirmed`,
  orderCodLapsedPreheader: (reference: string) =>
    `Order ${reference} was cancelled: we did not hear from you in time.`,
  orderCodLapsedLead: (reference: string) =>
    `We did not hear from you, so your cash-on-delivery order ${reference} has been cancelled and these pieces are back on sale:`,
  orderCodLapsedClose:
    'Nothing is owed. If you still want a piece, you are welcome to order it again any time while it is available.',

  // Account: the registration code, the reset link, the welcome, the lock notices.
  otpSubject: (shopName: string) => `Your ${shopName} verification code`,
  otpIntro: (shopName: string) => `Here is your code to verify your e-mail address with ${shopName}:`,
  otpWhich: (registeredAt: string) =>
    `This code confirms the registration made on ${registeredAt}, with the password typed then. If you did not register at that time, do not enter it.`,
  otpValidity: (duration: string) =>
    `The code is valid for ${duration}. Never share it with anyone — our team will never ask you for it.`,
  otpIgnore: 'If you did not ask for this, ignore this mail: without the code, nothing is confirmed.',
  otpPreheader: (duration: string) => `Your verification code, valid for ${duration}.`,
  resetSubject: (shopName: string) => `Reset your ${shopName} password`,
  resetIntro: (shopName: string) =>
    `We received a request to reset the password of your ${shopName} account. Choose a new one here:`,
  resetValidity: (duration: string) =>
    `The link is valid for ${duration} and works once. Please do not forward this mail or share the link.`,
  resetIgnore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  resetPreheader: (duration: string) => `Choose a new password; the link is valid for ${duration}.`,
  resetButton: 'CHOOSE A NEW PASSWORD',
  welcomeSubject: (shopName: string) => `Welcome to ${shopName}`,
  welcomeIntro: (shopName: string) =>
    `Your e-mail address is verified and your account is ready. Welcome to ${shopName}!`,
  welcomePieces:
    'Every piece in our shop is made by hand in our Chandigarh workshop and is one of a kind: once sold, forever gone. Take your time and look around:',
  welcomeContact: (contactUrl: string) =>
    `A question about a piece? Write to us through the contact page: ${contactUrl}`,
  welcomeIgnore:
    'If you did not create this account, write to us through the same page and we will look into it.',
  welcomePreheader: 'Your account is ready. Welcome to the family.',
  welcomeButton: 'VISIT THE SHOP',
  lockValidity: (minutes: number) =>
    `The link is valid for ${minutes} minutes and works once. Never share it.`,
  signInPausedSubject: (shopName: string) => `Sign-in to your ${shopName} account is paused`,
  signInPausedPreheader: 'Many wrong passwords were tried for your account.',
  signInPausedWhat: (shopName: string, until: string) =>
    `Many wrong passwords were just tried for your ${shopName} account, so we have paused signing in to it until ${until}. Nobody has signed in: none of those passwords was right.`,
  signInPausedButton: 'SET A NEW PASSWORD',
  signInPausedEscape:
    'If it was you and you have forgotten your password, or you want to sign in before then, set a new password with this link; it ends the pause at once:',
  signInPausedCalm:
    'If it was not you, your account is safe. You may still like to set a new, longer password.',
  codesPausedSubject: (shopName: string) => `Your ${shopName} registration is waiting`,
  codesPausedPreheader: 'Many wrong codes were entered for your address.',
  codesPausedWhat: (until: string) =>
    `Many wrong verification codes were entered for your e-mail address, so we have stopped accepting codes for it until ${until}.`,
  codesPausedButton: 'CHOOSE YOUR PASSWORD',
  codesPausedEscape:
    'If you are registering, you can finish now without a code: choose your password with this link and your address is confirmed:',
  codesPausedCalm: 'If you did not register with us, ignore this mail: nothing is confirmed without you.',

  // Wishlist: a saved piece back on sale (ADR 0038).
  backOnSaleSubject: (title: string) => `${title} is back — one of a kind, still yours to buy`,
  backOnSalePreheader: (title: string) => `${title} is back on sale`,
  backOnSaleIntro: (title: string) =>
    `${title}, a piece in your wishlist, could not be bought for a while. It is back on sale now.`,
  backOnSaleWhy:
    'Every piece is one of a kind: when it sells, there is no second one. It is still yours to buy.',
  backOnSaleAfter:
    'You get this mail because you saved the piece. Remove it from your wishlist to hear no more of it.',
  backOnSaleLink: (url: string) => `See the piece: ${url}`,

  // The new-pieces digest (ADR 0041) and the checkout reminder (ADR 0042).
  digestSubject: (shopName: string) => `New at ${shopName}: pieces you asked about`,
  digestIntroOne: 'A new piece matching what you asked us to look out for has been listed:',
  digestIntroMany: (count: number) =>
    `${count} new pieces matching what you asked us to look out for have been listed:`,
  digestEveryPiece: (url: string) => `Every new piece: ${url}`,
  digestButton: 'SEE NEW PIECES',
  digestWhy: 'You get this digest, at most once a day, because you asked for it on your profile.',
  digestStop: 'To stop these e-mails, open this link and press the button (no sign-in needed):',
  digestStopLabel: 'UNSUBSCRIBE',
  reminderSubject: 'Still here — one of a kind',
  reminderIntroOne:
    'The piece you looked at during checkout is still available. Like everything we make, it is one of a kind:',
  reminderIntroMany:
    'The pieces you looked at during checkout are still available. Like everything we make, each is one of a kind:',
  reminderWhy: 'You get this one reminder because you asked for reminders about pieces left at checkout.',
  reminderStop: 'To stop these reminders, open this link and press the button (no sign-in needed):',
  reminderStopLabel: 'STOP REMINDERS',

  // Claims (ADR 0057).
  claimNumberLine: (claimNumber: string) => `Claim number: ${claimNumber}`,
  claimOrderLine: (reference: string) => `Order ${reference}`,
  claimProblemLine: (problem: string) => `Problem: ${problem}`,
  claimPhotosLine: (count: number) => `Photos: ${count}`,
  claimRefundToLine: (payout: string) => `Refund, if agreed, to: ${payout}`,
  claimAckIntro: (claimNumber: string) =>
    `We have received your claim. Please quote ${claimNumber} whenever you write to us about it.`,
  claimAckNext:
    'We will look at your photos and message and reply within 2 working days. If we agree, we refund you (to your original payment, or for cash on delivery to the UPI ID or bank account you gave) and send a credit note. You do not need to send the piece back unless we ask; if we do, we pay the return shipping.',
  claimSeeClaims: 'See your claims',
  claimAckSubject: (claimNumber: string) => `Your claim ${claimNumber} is registered`,
  claimAckPreheader: (claimNumber: string) => `Claim ${claimNumber}: we will reply within 2 working days`,
  claimRefundedGateway: (amount: string) =>
    `We are sorry about the trouble with your order. We have refunded ${amount} to your original payment; banks usually take 5–7 working days to show it.`,
  claimRefundedPayout: (amount: string, payout: string) =>
    `We are sorry about the trouble with your order. We have refunded ${amount} to your ${payout}.`,
  claimRefundLine: (amount: string) => `Refund: ${amount}`,
  claimReferenceLine: (reference: string) => `Reference: ${reference}`,
  claimCreditNoteLine: (number: string) => `Credit note: ${number} (attached)`,
  claimRefundedSubject: (claimNumber: string, amount: string) =>
    `Your claim ${claimNumber}: refund of ${amount}`,
  claimRefundedPreheader: (amount: string, claimNumber: string) =>
    `Refund of ${amount} for claim ${claimNumber}`,
  claimDeclinedIntro: (claimNumber: string) =>
    `We have looked at your claim ${claimNumber} and cannot refund it. Our reason:`,
  claimEscalation:
    'If you disagree, write to our grievance officer (details below, or file a grievance on our site): they acknowledge within 48 hours and resolve within one month. You may also call the National Consumer Helpline on 1915 or file a complaint with the consumer commission at https://e-daakhil.nic.in.',
  claimDeclinedSubject: (claimNumber: string) => `Your claim ${claimNumber} is declined`,
  claimDeclinedPreheader: (claimNumber: string) => `Claim ${claimNumber}: our answer`,

  // Grievances (E-Commerce Rules 2020, rule 4(5)).
  grievanceTicketLine: (ticket: string) => `Ticket number: ${ticket}`,
  grievanceSubjectLine: (subject: string) => `Subject: ${subject}`,
  grievanceOrderLine: (reference: string) => `Order: ${reference}`,
  grievanceReceivedLine: (at: string) => `Received: ${at}`,
  grievanceAcknowledgeByLine: (at: string) => `Acknowledged by: ${at}`,
  grievanceResolveByLine: (at: string) => `Resolved by: ${at}`,
  grievanceOfficerEmail: (email: string) => `E-mail: ${email}`,
  grievanceOfficerPhone: (phone: string) => `Phone: ${phone}`,
  grievanceAckIntroProven: (ticket: string) =>
    `We have received your grievance. Please quote ticket ${ticket} whenever you write to us about it.`,
  grievanceAckIntroGuest: (ticket: string) =>
    `We have received a grievance filed with this e-mail address. Please quote ticket ${ticket} whenever you write to us about it.`,
  grievanceAckPromise:
    'Our grievance officer will acknowledge it within 48 hours and resolve it within one month of receipt.',
  grievanceAckUnquoted:
    'For your safety this e-mail does not repeat what was written; our grievance officer has it in full. If you did not write to us, please ignore this e-mail.',
  grievanceAckOfficer: 'Your grievance officer:',
  grievanceAckSubject: (ticket: string) => `Your grievance ${ticket} is registered`,
  grievanceAckPreheader: (ticket: string, by: string) => `Ticket ${ticket}: acknowledged by ${by}`,
  grievanceAcknowledgedIntro: (ticket: string, at: string) =>
    `Our grievance officer has acknowledged your grievance ${ticket} on ${at}.`,
  grievanceAcknowledgedIntroAbout: (ticket: string, subject: string, at: string) =>
    `Our grievance officer has acknowledged your grievance ${ticket} ("${subject}") on ${at}.`,
  grievanceAcknowledgedDue: (by: string) => `We will resolve it by ${by} and write to you with our answer.`,
  grievanceAcknowledgedNote: 'A note from the grievance officer:',
  grievanceAcknowledgedSubject: (ticket: string) => `Your grievance ${ticket} is acknowledged`,
  grievanceAcknowledgedPreheader: (ticket: string) => `Grievance ${ticket} is acknowledged`,
  grievanceResolvedIntro: (ticket: string) => `Your grievance ${ticket} is resolved. Our answer:`,
  grievanceResolvedIntroAbout: (ticket: string, subject: string) =>
    `Your grievance ${ticket} ("${subject}") is resolved. Our answer:`,
  grievanceResolvedAfter: 'If this does not settle it, reply with your ticket number and we will look again.',
  grievanceResolvedSubject: (ticket: string) => `Your grievance ${ticket} is resolved`,
  grievanceResolvedPreheader: (ticket: string) => `Grievance ${ticket} is resolved`,

  // Made-to-order requests (ADR 0040).
  requestReferenceLine: (reference: string) => `Reference: ${reference}`,
  requestLikeLine: (title: string) => `Like: ${title}`,
  requestMadeToOrder: 'A piece made to order',
  requestBudgetLine: (amount: string) => `Budget: ${amount}`,
  requestBudgetNotGiven: 'Budget: not given',
  requestAckIntroProven: (reference: string) =>
    `Thank you for asking us to make a piece for you. Please quote ${reference} whenever you write to us about it.`,
  requestAckIntroGuest: (reference: string) =>
    `We have received a request to make a piece, sent with this e-mail address. Please quote ${reference} whenever you write to us about it.`,
  requestAckNext:
    'Our artisans will look at the request and reply by e-mail with a price and a making time. We will only write to you about this request.',
  requestAckUnquoted:
    'For your safety this e-mail does not repeat what was written; our artisans have it in full. If you did not write to us, please ignore this e-mail.',
  requestAckSubject: (reference: string) => `We have your request ${reference}`,
  requestAckPreheader: (reference: string) => `Request ${reference} received`,
  quoteIntroLike: (title: string, reference: string) =>
    `Here is our quote for a piece like "${title}" (${reference}):`,
  quoteIntro: (reference: string) => `Here is our quote for your made-to-order piece (${reference}):`,
  quoteTermsOneDay: (price: string) => `Price: ${price} (cash on delivery) · Making time: 1 day`,
  quoteTerms: (price: string, days: number) =>
    `Price: ${price} (cash on delivery) · Making time: ${days} days`,
  quoteHow: (email: string) =>
    `To accept, open the link and sign in (or register) with ${email}, then give your delivery address.`,
  quoteLink: (url: string) => `See and accept the quote: ${url}`,
  quoteButton: 'See and accept the quote',
  quoteSubject: (reference: string) => `Your quote for ${reference}`,
  quotePreheader: (price: string, days: number) => `Quote ${price}, ready in ${days} days`,
  requestDeclinedIntro: (reference: string) =>
    `We are sorry: we cannot make the piece you asked for in ${reference}.`,
  requestDeclinedAfter: 'Thank you for thinking of our workshop. New pieces arrive every week.',
  requestDeclinedSubject: (reference: string) => `About your request ${reference}`,
} as const;

/** The shape of the mail words: the English map above, or the same keys in another language (any text). */
export type MailMessages = {
  [K in keyof typeof mailMessages]: (typeof mailMessages)[K] extends string
    ? string
    : (typeof mailMessages)[K];
};
