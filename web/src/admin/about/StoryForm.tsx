import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblemOf, type ApiProblem } from '@/admin/shared/errors/apiProblem';
import { useErrorText } from '@/admin/shared/errors/useErrorText';
import { ImagePicker } from '@/admin/shared/media/ImagePicker';
import { BilingualField } from '@/admin/shared/ui/BilingualField';
import editor from '@/admin/shared/ui/Editor.module.css';
import { InfoMessage } from '@/shared/ui/InfoMessage';
import forms from '@/shared/ui/forms.module.css';
import type { AboutStory, AdminAbout } from './api/aboutTypes';
import { useSaveStoryMutation } from './api/aboutApi';

const EMPTY = { uk: '', en: '' };

const EMPTY_STORY: AboutStory = {
  houseImage: '',
  heading: EMPTY,
  text: EMPTY,
  quote: EMPTY,
  quoteAuthor: EMPTY,
  quoteRole: EMPTY,
  avatarImage: '',
  certificateImage: '',
  closing: EMPTY,
};

type TextName = 'heading' | 'text' | 'quote' | 'quoteAuthor' | 'quoteRole' | 'closing';

const TEXTS: readonly { name: TextName; multiline: boolean }[] = [
  { name: 'heading', multiline: false },
  { name: 'text', multiline: true },
  { name: 'quote', multiline: true },
  { name: 'quoteAuthor', multiline: false },
  { name: 'quoteRole', multiline: false },
  { name: 'closing', multiline: true },
];

/** The story, the hostess's quote, the certificate and the closing paragraph, saved together. */
export function StoryForm({ page }: { page: AdminAbout }) {
  const { t } = useTranslation(['adminAbout', 'admin']);
  const errorText = useErrorText();
  const [story, setStory] = useState<AboutStory>(page.story ?? EMPTY_STORY);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const [saveStory, { isLoading }] = useSaveStoryMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      await saveStory({ ...story, version: page.version }).unwrap();
      setSaved(true);
    } catch (error) {
      setProblem(apiProblemOf(error));
    }
  };

  const pictureError = (field: string) => (problem?.field === field ? problem.code : null);
  const generalProblem =
    problem && !problem.field?.includes('.') && !problem.field?.endsWith('Image');

  return (
    <form className={editor.card} onSubmit={submit} aria-labelledby="about-story-title" noValidate>
      <h2 id="about-story-title" className={editor.cardTitle}>
        {t('story.title')}
      </h2>
      <div className={editor.pictures}>
        <ImagePicker
          label={t('story.houseImage')}
          imageId={story.houseImage}
          onUploaded={(houseImage) => setStory({ ...story, houseImage })}
          error={pictureError('houseImage')}
        />
        <ImagePicker
          label={t('story.avatarImage')}
          imageId={story.avatarImage}
          onUploaded={(avatarImage) => setStory({ ...story, avatarImage })}
          error={pictureError('avatarImage')}
          shape="round"
        />
        <ImagePicker
          label={t('story.certificateImage')}
          imageId={story.certificateImage}
          onUploaded={(certificateImage) => setStory({ ...story, certificateImage })}
          error={pictureError('certificateImage')}
          shape="portrait"
        />
      </div>
      {TEXTS.map(({ name, multiline }) => (
        <BilingualField
          key={name}
          label={t(`story.${name}`)}
          name={name}
          value={story[name]}
          onChange={(value) => setStory({ ...story, [name]: value })}
          problem={problem}
          multiline={multiline}
        />
      ))}
      {saved && (
        <InfoMessage
          kind="success"
          title={t('admin:profile.saved')}
          onClose={() => setSaved(false)}
        />
      )}
      {generalProblem && (
        <p className={forms.error} role="alert">
          {errorText(problem.code)}
        </p>
      )}
      <div>
        <button type="submit" className="button button--primary" disabled={isLoading}>
          {isLoading ? t('admin:form.saving') : t('admin:form.save')}
        </button>
      </div>
    </form>
  );
}
