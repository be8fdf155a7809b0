import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/shared/i18n';

const LANGUAGE_FIELDS = ['title', 'thesis', 'description', 'blocks'] as const;
const ARTICLE_FIELDS = ['categoryId', 'mainImage', 'originalLanguage'] as const;

type LanguageField = (typeof LANGUAGE_FIELDS)[number];
type ArticleField = (typeof ARTICLE_FIELDS)[number];

const isLanguageField = (name: string): name is LanguageField =>
  (LANGUAGE_FIELDS as readonly string[]).includes(name);
const isArticleField = (name: string): name is ArticleField =>
  (ARTICLE_FIELDS as readonly string[]).includes(name);

/** The text of a field the history names (`title.uk`, `mainImage`…); an unknown one as it is. */
export function useFieldText(): (field: string) => string {
  const { t } = useTranslation('adminArticles');
  return (field) => {
    const [name = '', language] = field.split('.');
    if (isLanguageField(name) && isLanguage(language)) {
      return t(`history.fields.${name}`, {
        language: t(`history.fields.languages.${language}`),
      });
    }
    return isArticleField(field) ? t(`history.fields.${field}`) : field;
  };
}
