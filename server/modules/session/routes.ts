import { langOf } from '../../lib/language';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { login, loginParty } from './login';
import { issueChallenge } from './queries/challenge';
import { challengeDue } from './queries/loginGuard';
import { revokeSession } from './queries/sessions';
import { userInfoFor } from './queries/userInfo';
import {
  accountBody, captchaAnswer, captchaRequiredAnswer, chosenAnswer, loginAnswer, loginBody, nothing, sessionAnswer,
  supplierIdBody, switchedAnswer, userInfoAnswer,
} from './schemas';
import { chooseSupplier, switchSupplier } from './supplierChoice';

const loginPerIpPerMinute = Number(process.env.SCM_LOGIN_RATE_PER_MINUTE ?? 30);
const tags = ['session'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const anyone = routeGroup({ auth: 'none', tags });
const loginTries = anyone.with(perMinute(loginPerIpPerMinute));
const loggedIn = routeGroup({ auth: 'user', tags, prefix: '/mobile/scm' });

export const routes: RouteSpec[] = [
  loginTries.post('/mobile/scm/login', 'Logs in with account and password (and a solved challenge after failures, unless the device is trusted)', { body: loginBody, response: loginAnswer }, login),
  loggedIn.post('/chooseSupplier', 'A supplier user of several suppliers chooses the one this session acts for', { body: supplierIdBody, response: chosenAnswer }, chooseSupplier),
  loggedIn.post('/switchSupplier', "Acts for another of the user's suppliers: a new token, the old one ends", { body: supplierIdBody, response: switchedAnswer }, switchSupplier),
  loggedIn.reads.get('/getSession', 'Who the session belongs to and the supplier it acts for', { response: sessionAnswer }, async (req) => {
    const info = await userInfoFor(req.server.db, req.auth, req.schemas, langOf(req));
    return { userId: req.auth.userId, userName: info.userName, userKind: req.auth.userKind, supplier: info.supplier };
  }),
  loggedIn.get('/logout', 'Ends the session', { response: nothing }, async (req) => {
    await revokeSession(req.server.db, req.auth.tokenId, 'logout');
    return null;
  }),
  loggedIn.reads.get('/getLoginUserInfo', 'The user, their roles, their menu and the shield codes they are shielded from, and the revision of the published pages and menus', { response: userInfoAnswer }, (req) => userInfoFor(req.server.db, req.auth, req.schemas, langOf(req))),
  anyone.with(perMinute(60)).get('/validate/initImg', 'A new login challenge (ALTCHA proof of work) and its id', { response: captchaAnswer }, (req) => issueChallenge(req.server.db)),
  loginTries.post('/validate/checkLogin', 'Whether logging in as this account from this device needs a solved challenge now', { body: accountBody, response: captchaRequiredAnswer }, async (req) => {
    const { subject, deviceId } = await loginParty(req);
    return { captchaRequired: deviceId === null && (await challengeDue(req.server.db, subject)) };
  }),
];
