import { Button } from 'antd-mobile';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '../../api/client';
import { showMessage } from '../../api/feedback';
import { sessionApi } from '../../api/sessionApi';
import { t } from '../../i18n';
import { navigateTo, relaunch } from '../../navigation/navigate';
import { HOME_PATH, LOGIN_PATH } from '../../../common/routes/appPaths';
import { normalizePath } from '../../navigation/address';
import { windowAddress } from '../../navigation/history';
import { getSession } from '../../stores/session';
import '../../styles/login.css';
import { APP_INFO } from '../../../common/appInfo';
import { LangSwitch } from './LangSwitch';
import { completeLogin } from '../../session/sessionFlow';
import { AppLogo } from './AppLogo';
import { LoginTextInput } from './LoginTextInput';
import { PasswordInput } from './PasswordInput';
import { deviceTokens, rememberDeviceToken } from './deviceTokens';
import { useLoginChallenge } from './useLoginChallenge';

const CODE_CAPTCHA_REQUIRED = 1002;
const CODE_CAPTCHA_WRONG = 1003;
const checkText = {
  idle: 'login.check.solving',
  solving: 'login.check.solving',
  solved: 'login.check.solved',
  failed: 'login.check.failed',
} as const;

/** The window's address is still the entry page ('/' or login), as opposed to a screen asked for since. */
function addressIsEntry(): boolean {
  const path = normalizePath(windowAddress());
  return path === '/' || path === LOGIN_PATH;
}

export default function LoginPage(): ReactNode {
  const [account, setAccount] = useState(() => getSession().userCode);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A ref, not state: Enter and a tap can arrive in the same frame, before a re-render.
  const inFlight = useRef(false);
  const [challenge, challengeActions] = useLoginChallenge();

  // Entry page with a live session (token and supplier): go straight home — unless the address has moved on
  // while the app was starting (a link opened or typed then): that screen is where the user is going.
  useEffect(() => {
    const { token, supplierInfo, supplierList } = getSession();
    if (token && (supplierInfo || supplierList.length === 0) && addressIsEntry()) relaunch(HOME_PATH);
  }, []);

  const checkAccount = (): void => {
    const name = account.trim();
    if (!name || challenge.required) return;
    sessionApi
      .checkLogin(name, deviceTokens())
      .then((r) => (r.captchaRequired ? challengeActions.require() : undefined))
      .catch(() => undefined);
  };

  const submit = async (e?: FormEvent): Promise<void> => {
    e?.preventDefault();
    if (inFlight.current) return;
    const name = account.trim();
    if (!name) return showMessage(t('login.accountRequired'));
    if (!password) return showMessage(t('login.passwordRequired'));
    inFlight.current = true;
    setBusy(true);
    try {
      const solved = challenge.required ? await challengeActions.solution() : null;
      if (challenge.required && !solved) return showMessage(t('login.checkFailed'));
      const result = await sessionApi.login({ account: name, password, deviceTokens: deviceTokens(), ...solved });
      rememberDeviceToken(result.deviceToken);
      await completeLogin(result, name);
    } catch (err) {
      // The API client already told the user what went wrong; here the form only adapts.
      const needsCaptcha =
        isApiError(err) &&
        (err.code === CODE_CAPTCHA_REQUIRED || (err.data as { captchaRequired?: boolean } | undefined)?.captchaRequired === true);
      // Each solution is spent by the login it went with: the next try needs a fresh one.
      if (needsCaptcha || challenge.required || (isApiError(err) && err.code === CODE_CAPTCHA_WRONG)) challengeActions.require();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="login">
      <div className="login__top">
        <LangSwitch />
      </div>
      <header className="login__brand">
        <AppLogo />
        <h1 className="login__name">{t('app.name')}</h1>
        <p className="login__slogan">{t('login.slogan')}</p>
      </header>

      <form className="login__form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="login-field">
          <label className="login-field__label" htmlFor="login-account">{t('login.account')}</label>
          <div className="login-field__control">
            <LoginTextInput
              id="login-account"
              name="account"
              autoComplete="username"
              inputMode="text"
              clearable
              placeholder={t('login.accountPlaceholder')}
              value={account}
              onChange={setAccount}
              onBlur={checkAccount}
              maxLength={64}
            />
          </div>
        </div>

        <div className="login-field">
          <label className="login-field__label" htmlFor="login-password">{t('login.password')}</label>
          <PasswordInput id="login-password" value={password} onChange={setPassword} />
        </div>

        {challenge.required && (
          <div className={`login-check login-check--${challenge.status}`} role="status" aria-live="polite">
            <span className="login-check__mark" aria-hidden="true" />
            <span className="login-check__text">{t(checkText[challenge.status])}</span>
            {challenge.status === 'failed' && (
              <button type="button" className="login-check__retry" onClick={challengeActions.require}>
                {t('common.retry')}
              </button>
            )}
          </div>
        )}

        <Button block color="primary" size="large" type="submit" loading={busy} className="login__submit">
          {t('login.submit')}
        </Button>

        <p className="login__agreement">
          {t('login.agreePrefix')}
          <a href="#/pages/login/serviceAgreement" onClick={(e) => (e.preventDefault(), navigateTo('/pages/login/serviceAgreement'))}>
            {t('login.serviceAgreement')}
          </a>
          {t('login.and')}
          <a href="#/pages/login/privacyAgreement" onClick={(e) => (e.preventDefault(), navigateTo('/pages/login/privacyAgreement'))}>
            {t('login.privacyPolicy')}
          </a>
        </p>
      </form>

      <footer className="login__footer">{t('app.version', { version: APP_INFO.version })}</footer>
    </div>
  );
}
