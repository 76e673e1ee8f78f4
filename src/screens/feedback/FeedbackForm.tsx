import { Button, DotLoading, Input, Selector, TextArea } from 'antd-mobile';
import { Suspense, useState, type ReactNode } from 'react';
import enums from '../../../schemas/enums.json';
import { showMessage } from '../../api/feedback';
import { ImageUploader } from '../../engine/index';
import { localize } from '../../i18n';
import { cleanText } from './cleanText';
import { feedbackApi } from './feedbackApi';
import { useFeedbackText } from './feedbackText';

const categories = (enums as unknown as Record<string, { values: { value: number; label: { 'zh-CN': string; en?: string } }[] }>).feedbackCategory.values;

export function FeedbackForm({ conversationId, onSubmitted }: { conversationId?: string; onSubmitted: () => void }): ReactNode {
  const tx = useFeedbackText();
  const [category, setCategory] = useState<number>(conversationId ? 0 : 1);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (): Promise<void> => {
    const text = content.trim();
    if (!text) {
      setError(tx('contentRequired'));
      return;
    }
    setBusy(true);
    try {
      await feedbackApi.create({
        category,
        content: text,
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
        ...(images.length ? { images } : {}),
        ...(conversationId ? { conversationId } : {}),
      });
      showMessage(tx('submitted'));
      setTitle('');
      setContent('');
      setImages([]);
      onSubmitted();
    } catch {
      // The client has shown the server's message (a field error names the field).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="fb-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {conversationId && <p className="fb-form__attached">{tx('conversationAttached')}</p>}
      <label className="fb-form__label">{tx('category')}</label>
      <Selector
        columns={3}
        value={[category]}
        onChange={(v) => v.length && setCategory(v[0])}
        options={categories.map((c) => ({ value: c.value, label: localize(c.label) }))}
      />
      <label className="fb-form__label" htmlFor="fb-title">
        {tx('title')}
      </label>
      <Input id="fb-title" className="fb-form__input" value={title} maxLength={40} placeholder={tx('titlePlaceholder')} onChange={(v) => setTitle(cleanText(v))} />
      <label className="fb-form__label" htmlFor="fb-content">
        {tx('content')}
      </label>
      <TextArea
        id="fb-content"
        className="fb-form__input"
        value={content}
        maxLength={1000}
        showCount
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={tx('contentPlaceholder')}
        onChange={(v) => {
          setContent(cleanText(v));
          setError(null);
        }}
      />
      {error && <p className="fb-form__error">{error}</p>}
      <label className="fb-form__label">{tx('photos')}</label>
      <Suspense fallback={<DotLoading />}>
        <ImageUploader name="images" value={images} onChange={setImages} maxCount={9} disabled={busy} />
      </Suspense>
      <label className="fb-form__label" htmlFor="fb-contact">
        {tx('contact')}
      </label>
      <Input id="fb-contact" className="fb-form__input" value={contact} maxLength={32} onChange={setContact} />
      <Button block color="primary" type="submit" loading={busy} className="fb-form__submit">
        {tx('submit')}
      </Button>
    </form>
  );
}
