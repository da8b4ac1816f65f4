/** Storefront content tables: banners, testimonials, footer contacts, social links. */
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Desktop image path (relative to IMAGE_BASE_URL). */
  image: text('image').notNull(),
  /** Image used on screens 768 px wide or less. */
  mobileImage: text('mobile_image').notNull(),
  title: text('title'),
  link: text('link'),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: uuid('id').primaryKey().defaultRandom(),
  review: text('review').notNull(),
  reviewer: text('reviewer').notNull(),
  designation: text('designation').notNull().default(''),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

export const footerContacts = pgTable('footer_contacts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** phone | email | whatsapp | address */
  type: text('type').notNull(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

export const socialLinks = pgTable('social_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  network: text('network').notNull(),
  url: text('url').notNull(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});
