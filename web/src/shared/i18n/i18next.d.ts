import type about from '@/locales/uk/about.json';
import type admin from '@/locales/uk/admin.json';
import type adminAbout from '@/locales/uk/adminAbout.json';
import type adminArticles from '@/locales/uk/adminArticles.json';
import type adminContactDetails from '@/locales/uk/adminContactDetails.json';
import type adminDogs from '@/locales/uk/adminDogs.json';
import type adminFaq from '@/locales/uk/adminFaq.json';
import type adminAlbums from '@/locales/uk/adminAlbums.json';
import type adminInbox from '@/locales/uk/adminInbox.json';
import type adminNewsletter from '@/locales/uk/adminNewsletter.json';
import type adminPrices from '@/locales/uk/adminPrices.json';
import type adminStays from '@/locales/uk/adminStays.json';
import type adminReviews from '@/locales/uk/adminReviews.json';
import type apiErrors from '@/locales/uk/apiErrors.json';
import type blog from '@/locales/uk/blog.json';
import type common from '@/locales/uk/common.json';
import type contactForm from '@/locales/uk/contactForm.json';
import type contacts from '@/locales/uk/contacts.json';
import type errors from '@/locales/uk/errors.json';
import type gallery from '@/locales/uk/gallery.json';
import type home from '@/locales/uk/home.json';
import type layout from '@/locales/uk/layout.json';
import type meta from '@/locales/uk/meta.json';
import type newsletter from '@/locales/uk/newsletter.json';
import type prices from '@/locales/uk/prices.json';
import type validation from '@/locales/uk/validation.json';
import type wantAFriend from '@/locales/uk/wantAFriend.json';

/** Translation keys are typed from the Ukrainian files, the primary language. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      admin: typeof admin;
      adminAbout: typeof adminAbout;
      adminArticles: typeof adminArticles;
      adminContactDetails: typeof adminContactDetails;
      adminDogs: typeof adminDogs;
      adminFaq: typeof adminFaq;
      adminAlbums: typeof adminAlbums;
      adminInbox: typeof adminInbox;
      adminNewsletter: typeof adminNewsletter;
      adminPrices: typeof adminPrices;
      adminStays: typeof adminStays;
      adminReviews: typeof adminReviews;
      apiErrors: typeof apiErrors;
      blog: typeof blog;
      common: typeof common;
      contactForm: typeof contactForm;
      contacts: typeof contacts;
      errors: typeof errors;
      gallery: typeof gallery;
      home: typeof home;
      layout: typeof layout;
      meta: typeof meta;
      newsletter: typeof newsletter;
      prices: typeof prices;
      validation: typeof validation;
      wantAFriend: typeof wantAFriend;
    };
  }
}
