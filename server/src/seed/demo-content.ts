/** The demo storefront content: banners, testimonials, footer contacts and social links. */
import type { FooterContact, SocialLink } from '@shahi/contract';
import type { MotifName } from './motifs.ts';
import type { ShapeKind } from './product-art.ts';

export interface DemoBanner {
  slug: string;
  title: string;
  categorySlug: string;
  kinds: [ShapeKind, ShapeKind, ShapeKind];
  motif: MotifName;
  colorwayIndex: number;
}

export const demoBanners: DemoBanner[] = [
  {
    slug: 'royalty',
    title: 'Royalty in every thread',
    categorySlug: 'phulkari-dupattas',
    kinds: ['kurta', 'dupatta', 'saree'],
    motif: 'bagh',
    colorwayIndex: 0,
  },
  {
    slug: 'phulkari',
    title: 'Phulkari, darned by hand in Patiala',
    categorySlug: 'phulkari-dupattas',
    kinds: ['dupatta', 'cushion', 'shawl'],
    motif: 'chevron',
    colorwayIndex: 1,
  },
  {
    slug: 'wedding',
    title: 'The winter wedding edit',
    categorySlug: 'sarees',
    kinds: ['saree', 'jutti', 'lantern'],
    motif: 'buta',
    colorwayIndex: 2,
  },
];

export const demoTestimonials = [
  {
    review:
      'My bagh phulkari arrived wrapped in muslin with a note from the woman who embroidered it. I wore it at my sister’s wedding and three aunties asked where it came from.',
    reviewer: 'Harleen Kaur',
    designation: 'Bride’s sister, Ludhiana',
  },
  {
    review:
      'The juttis were soft from the first day, which never happens. Delivery to Pune took four days and the packing was beautiful.',
    reviewer: 'Aditi Deshpande',
    designation: 'Architect, Pune',
  },
  {
    review:
      'I bought the Kanjeevaram for my mother’s sixtieth. Knowing it is the only one of its kind made it a very special gift.',
    reviewer: 'Rohan Mehta',
    designation: 'Doctor, Ahmedabad',
  },
  {
    review:
      'The cushion covers brighten my whole living room. Honest photographs, fair prices and a reply on WhatsApp within the hour.',
    reviewer: 'Simran Gill',
    designation: 'Teacher, Chandigarh',
  },
  {
    review:
      'Ordered a Pathani suit for my wedding reception. The tailoring is superb and it fit without a single alteration.',
    reviewer: 'Gurpreet Singh Sandhu',
    designation: 'Groom, Amritsar',
  },
  {
    review:
      'Cash on delivery made my first order easy, and the inlay box is even finer in person. I have been back twice since.',
    reviewer: 'Meera Iyer',
    designation: 'Collector of crafts, Bengaluru',
  },
];

export const demoFooterContacts: FooterContact[] = [
  { type: 'phone', value: '+91 98140 27311', label: 'Call us' },
  { type: 'whatsapp', value: '+91 98140 27311', label: 'WhatsApp' },
  { type: 'email', value: 'care@shahithreads.in', label: 'Write to us' },
  { type: 'address', value: 'SCO 112, Sector 17-C, Chandigarh 160017', label: 'Visit the atelier' },
];

export const demoSocialLinks: SocialLink[] = [
  { network: 'instagram', url: 'https://www.instagram.com/shahithreads', label: 'Instagram' },
  { network: 'facebook', url: 'https://www.facebook.com/shahithreads', label: 'Facebook' },
  { network: 'youtube', url: 'https://www.youtube.com/@shahithreads', label: 'YouTube' },
  { network: 'pinterest', url: 'https://www.pinterest.com/shahithreads', label: 'Pinterest' },
];
