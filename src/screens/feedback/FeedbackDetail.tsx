import { Button, DotLoading, ErrorBlock, TextArea } from 'antd-mobile';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../api/client';
import { confirmDialog, showMessage } from '../../api/feedback';
import { formatValue, ImageUploader } from '../../engine/index';
import { cleanText } from './cleanText';
import { EnumTag, enumLabel } from './enumTag';
import { feedbackApi, type FeedbackDetail } from './feedbackApi';
import { useFeedbackText } from './feedbackText';

/** The upload ids behind the file addresses the server answers (`/mobile/api/common/file/<id>`). */
const uploadIds = (urls: string[]) => urls.map((u) => /\/file\/(\d+)$/.exec(u)?.[1]).filter((id): id is string => Boolean(id));

/** One item: what the supplier wrote, the merchant's replies and the follow-ups, and what may be done next. */
export function FeedbackDetailView({ id }: { id: number }): ReactNode {
  const tx = useFeedbackText();
  const [item, setItem] = useState<FeedbackDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setItem(await feedbackApi.detail(id));
    } catch (e) {
      if (isApiError(e) && e.code === 404) setMissing(true);
    }
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  // A change that lost to another one (409) shows the item as it now is.
  const act = async (run: () => Promise<unknown>, done: string): Promise<void> => {
    setBusy(true);
    try {
      await run();
      showMessage(done);
      setText('');
    } catch (e) {
      if (isApiError(e) && e.code === 409) showMessage(tx('stale'));
    } finally {
      setBusy(false);
      await load();
    }
  };

  if (missing) return <ErrorBlock status="empty" />;
  if (!item) {
    return (
      <div className="fb-loading">
        <DotLoading />
      </div>
    );
  }

  // Seeded or older items carry the merchant's reply without a note of it.
  const notes = item.notes.length || !item.reply ? item.notes : [{ id: 0, authorType: 'merchant' as const, content: item.reply, images: [], createdAt: item.repliedAt ?? item.createdAt }];
  return (
    <div className="fb-detail">
      <section className="fb-detail__card">
        <div className="fb-card__head">
          <span className="fb-card__title">{item.title || enumLabel('feedbackCategory', item.category)}</span>
          <EnumTag name="feedbackStatus" value={item.status} />
        </div>
        <div className="fb-card__foot">
          <span>{enumLabel('feedbackCategory', item.category)}</span>
          <span>{tx('submittedAt', { at: formatValue(item.createdAt, 'datetime') })}</span>
        </div>
        <p className="fb-detail__content">{item.content}</p>
        {item.images.length > 0 && (
          // The files need the session's token, so they are shown by the uploader (read-only), which fetches them with it.
          <Suspense fallback={<DotLoading />}>
            <div className="fb-detail__images">
              <ImageUploader name="images" value={uploadIds(item.images)} onChange={() => undefined} disabled />
            </div>
          </Suspense>
        )}
      </section>

      {notes.map((n) => (
        <section key={`${n.authorType}-${n.id}`} className={`fb-note fb-note--${n.authorType}`}>
          <div className="fb-note__who">
            {tx(n.authorType === 'merchant' ? 'replyFromMerchant' : 'yourFollowUp')} · {formatValue(n.createdAt, 'datetime')}
          </div>
          <p className="fb-note__text">{n.content}</p>
        </section>
      ))}

      {item.status === 2 && item.autoCloseAt && <p className="fb-detail__hint">{tx('autoClose', { at: formatValue(item.autoCloseAt, 'date') })}</p>}

      {item.canFollowUp && (
        <section className="fb-detail__reply">
          <TextArea value={text} maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} placeholder={tx('followUpPlaceholder')} onChange={(v) => setText(cleanText(v))} />
          <div className="fb-detail__actions">
            {item.canClose && (
              <Button
                size="small"
                disabled={busy}
                onClick={() =>
                  void confirmDialog(tx('closeConfirm')).then((yes) => {
                    if (yes) void act(() => feedbackApi.close({ id: item.id, version: item.version }), tx('closed'));
                  })
                }
              >
                {tx('close')}
              </Button>
            )}
            <Button
              size="small"
              color="primary"
              loading={busy}
              disabled={!text.trim()}
              onClick={() => void act(() => feedbackApi.followUp({ id: item.id, version: item.version, content: text.trim() }), tx('sent'))}
            >
              {tx('send')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
