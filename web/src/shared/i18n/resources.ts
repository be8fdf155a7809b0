import type { Resource } from 'i18next';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enHome from '@/locales/en/home.json';
import enLayout from '@/locales/en/layout.json';
import enMeta from '@/locales/en/meta.json';
import ukCommon from '@/locales/uk/common.json';
import ukErrors from '@/locales/uk/errors.json';
import ukHome from '@/locales/uk/home.json';
import ukLayout from '@/locales/uk/layout.json';
import ukMeta from '@/locales/uk/meta.json';

/**
 * Public namespaces ship inside the main bundle (a few kilobytes for both languages), so the
 * first paint never waits for a translation request. Every other namespace (the admin one,
 * later the big feature ones) is fetched on demand by `lazyNamespaces`.
 */
export const bundledResources = {
  uk: { common: ukCommon, layout: ukLayout, home: ukHome, errors: ukErrors, meta: ukMeta },
  en: { common: enCommon, layout: enLayout, home: enHome, errors: enErrors, meta: enMeta },
} satisfies Resource;

export const bundledNamespaces = Object.keys(bundledResources.uk);
