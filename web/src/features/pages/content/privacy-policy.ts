import type { PageContent } from '#web/features/pages/types.ts';
import { contactLink, policyPage } from './shared.ts';

/** `/privacypolicy`: what we keep (account, addresses, orders), Razorpay holds card data, no cookies. */
export function privacyPolicy(shop: string): PageContent {
  return policyPage('your privacy', {
    title: 'Privacy Policy',
    lead: `${shop} is a small workshop, not a data business. We keep only what we need to sell you a piece and bring it to your door, we never sell it, and we handle it in line with India's Digital Personal Data Protection Act, 2023.`,
    summary: [
      'We keep your account, saved addresses, orders and the messages you send us.',
      'Card and bank details are handled by Razorpay and never stored by us.',
      'No advertising or tracking cookies; your browser keeps only your login.',
      'We never sell or rent your data.',
    ],
    sections: [
      {
        heading: 'What we keep',
        blocks: [
          {
            list: [
              'Your account: name, e-mail address, phone number and password. The password is stored only as a one-way hash, so nobody — us included — can read it.',
              'The addresses you save for delivery.',
              'Your orders: the pieces, amounts, shipping address and phone, the payment method and whether it is paid.',
              'Your shopping bag, so it is there when you come back.',
              'Messages you send through our contact page: your name, e-mail address, phone (if you give it) and the message.',
            ],
          },
          'Our server also keeps short technical logs (such as the time and address of a request) to keep the shop secure and working; they do not build a profile of you.',
        ],
      },
      {
        heading: 'Payments',
        blocks: [
          [
            'Online payments are processed by Razorpay. Your card, UPI or net-banking details are entered in Razorpay’s own checkout and go straight to Razorpay: they never pass through or stay on our systems. We receive only a payment reference and whether the payment succeeded. Razorpay’s handling of your data is described in its ',
            { text: 'privacy policy', href: 'https://razorpay.com/privacy/' },
            '.',
          ],
        ],
      },
      {
        heading: 'E-mail we send',
        blocks: [
          'We write to you only about your account and orders: the code that verifies your e-mail address, a password reset link when you ask for one, a welcome note, and your order confirmations. We do not send newsletters or offers unless you have asked us to.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        blocks: [
          'We use no cookies for advertising, analytics or tracking. When you log in, your browser keeps your login token in its local storage so that you stay logged in; logging out removes it.',
          'Our pages load no third-party scripts, except Razorpay’s checkout at the moment you choose to pay online. The map on our contact page is our own drawing, not an embedded map service.',
        ],
      },
      {
        heading: 'Who we share it with',
        blocks: [
          'Only with those who help us serve you, and only what they need:',
          {
            list: [
              'the courier or India Post: your name, delivery address and phone number;',
              'Razorpay: what is needed to take and, if ever needed, refund a payment;',
              'our e-mail provider: your address and the mail we send you;',
              'authorities, when Indian law requires it.',
            ],
          },
          'We never sell, rent or trade your personal data.',
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          'Your account and addresses stay until you ask us to delete them. Orders and their invoices are kept for as long as Indian tax and accounting law requires. Contact messages are kept as long as needed to answer you and follow up.',
        ],
      },
      {
        heading: 'Your choices and rights',
        blocks: [
          'You can see and correct your name and phone number in your profile, and add, edit or delete saved addresses at any time.',
          [
            'To receive a copy of your data, to correct something you cannot change yourself, to withdraw consent or to have your account deleted, write to us through our ',
            contactLink(),
            '. We may need to keep order records the law asks us to keep.',
          ],
        ],
      },
      {
        heading: 'Keeping it safe',
        blocks: [
          'Our shop is served over an encrypted connection, passwords are hashed, login attempts are limited, and only the people who run the workshop’s orders can see order details.',
        ],
      },
      {
        heading: 'Changes to this policy',
        blocks: [
          'When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you by e-mail.',
        ],
      },
    ],
  });
}
