import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { FeedbackFirstScreen } from '@/features/about/firstScreen';
import { ContactsFirstScreen } from '@/features/contacts/firstScreen';
import { HomeFirstScreen } from '@/features/home/firstScreen';
import { AboutHeader } from '@/shared/about/AboutHeader';
import { withLanguagePrefix } from '@/shared/i18n/languagePath';
import { LANGUAGES, type Language } from '@/shared/i18n/languages';
import routes from '../routes.json';

/**
 * The pages whose first screen needs no data, by their key in `routes.json`, and what that
 * screen is. On a slow phone the app's code takes seconds to arrive and run; the server sends
 * these screens with the page (`src/http/first_screens.rs`), so its heading and intro are there
 * at the first paint, and the app's first render replaces them with the same boxes. A page
 * whose first view is mostly its data (the dog list's cards, the albums' covers) has none: the
 * app draws it, and its files come with the page rather than after its first paint.
 */
const FIRST_SCREENS: Record<string, ComponentType> = {
  home: HomeFirstScreen,
  contacts: ContactsFirstScreen,
  feedback: FeedbackFirstScreen,
  faq: AboutHeader,
};

const locales = import.meta.glob<{ default: Record<string, unknown> }>('/src/locales/*/*.json', {
  eager: true,
});

/** Every namespace of `language`, as the app has them once loaded. */
function texts(language: Language): Resource[string] {
  return Object.fromEntries(
    Object.entries(locales).flatMap(([file, module]) => {
      const [, folder, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      return folder === language && namespace ? [[namespace, module.default]] : [];
    }),
  );
}

function translator(language: Language) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: texts(language) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** The page's address without the language prefix, from the route table. */
function pathOf(page: string): string {
  const route = routes.languagePrefixed.find((entry) => 'page' in entry && entry.page === page);
  if (!route) throw new Error(`routes.json has no page ${page}`);
  return `/${route.path}`;
}

/** Each first screen as HTML, by page and language, inside the app's main element. */
export function renderFirstScreens(): Record<string, Record<Language, string>> {
  const translators = Object.fromEntries(
    LANGUAGES.map((language) => [language, translator(language)]),
  ) as Record<Language, ReturnType<typeof translator>>;
  return Object.fromEntries(
    Object.entries(FIRST_SCREENS).map(([page, Screen]) => [
      page,
      Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          renderToStaticMarkup(
            <I18nextProvider i18n={translators[language]}>
              <StaticRouter location={withLanguagePrefix(pathOf(page), language)}>
                <main className="page-main">
                  <Screen />
                </main>
              </StaticRouter>
            </I18nextProvider>,
          ),
        ]),
      ) as Record<Language, string>,
    ]),
  );
}
