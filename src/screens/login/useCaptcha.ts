import { useCallback, useState } from 'react';
import { sessionApi } from '../../api/sessionApi';

export interface CaptchaState {
  required: boolean;
  id: string;
  /** the server's SVG as an image URL; an <img> never runs script inside the SVG */
  imageUrl: string;
}

/** Captcha the server asks for after repeated failures (code 1002, or checkLogin says so). */
export function useCaptcha(): [CaptchaState, { require: () => Promise<void>; refresh: () => Promise<void> }] {
  const [state, setState] = useState<CaptchaState>({ required: false, id: '', imageUrl: '' });

  const refresh = useCallback(async () => {
    try {
      const { captchaId, svg } = await sessionApi.captcha();
      setState({ required: true, id: captchaId, imageUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    } catch {
      setState((s) => ({ ...s, required: true, id: '', imageUrl: '' }));
    }
  }, []);

  const require = useCallback(async () => {
    setState((s) => ({ ...s, required: true }));
    await refresh();
  }, [refresh]);

  return [state, { require, refresh }];
}
