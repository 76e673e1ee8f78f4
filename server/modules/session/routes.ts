import { langOf } from '../../lib/language';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { login, loginParty } from './login';
import { issueChallenge } from './queries/challenge';
import { challengeDue } from './queries/loginGuard';
import { revokeSession } from './queries/sessions';
import { userInfoFor } from './queries/userInfo';
import {
  accountBody,
  captchaAnswer,
  captchaRequiredAnswer,
  chosenAnswer,
  loginAnswer,
  loginBody,
  nothing,
  sessionAnswer,
  supplierIdBody,
  switchedAnswer,
  userInfoAnswer,
} from './schemas';
import { chooseSupplier, switchSupplier } from './supplierChoice';

const loginPerIpPerMinute = Number(process.env.SCM_LOGIN_RATE_PER_MINUTE ?? 30);
const tags = ['session'];

export const routes: RouteSpec[] = [
  route({
    method: 'POST', url: '/mobile/scm/login', auth: 'none', rateLimit: { max: loginPerIpPerMinute, timeWindow: 60_000 },
    tags, summary: 'Logs in with account and password (and a solved challenge after failures, unless the device is trusted)',
    schema: { body: loginBody, response: loginAnswer },
    handler: login,
  }),
  route({
    method: 'POST', url: '/mobile/scm/chooseSupplier', auth: 'user',
    tags, summary: 'A supplier user of several suppliers chooses the one this session acts for',
    schema: { body: supplierIdBody, response: chosenAnswer },
    handler: chooseSupplier,
  }),
  route({
    method: 'POST', url: '/mobile/scm/switchSupplier', auth: 'user',
    tags, summary: 'Acts for another of the user\'s suppliers: a new token, the old one ends',
    schema: { body: supplierIdBody, response: switchedAnswer },
    handler: switchSupplier,
  }),
  route({
    method: 'GET', url: '/mobile/scm/getSession', auth: 'user',
    tags, summary: 'Who the session belongs to and the supplier it acts for',
    schema: { response: sessionAnswer },
    handler: async (req) => {
      const info = await userInfoFor(req.server.db, req.auth, req.schemas, langOf(req));
      return { userId: req.auth.userId, userName: info.userName, userKind: req.auth.userKind, supplier: info.supplier };
    },
  }),
  route({
    method: 'GET', url: '/mobile/scm/logout', auth: 'user',
    tags, summary: 'Ends the session',
    schema: { response: nothing },
    handler: async (req) => {
      await revokeSession(req.server.db, req.auth.tokenId, 'logout');
      return null;
    },
  }),
  route({
    method: 'GET', url: '/mobile/scm/getLoginUserInfo', auth: 'user',
    tags, summary: 'The user, their roles, their menu and the shield codes they are shielded from, and the revision of the published pages and menus',
    schema: { response: userInfoAnswer },
    handler: (req) => userInfoFor(req.server.db, req.auth, req.schemas, langOf(req)),
  }),
  route({
    method: 'GET', url: '/validate/initImg', auth: 'none', rateLimit: { max: 60, timeWindow: 60_000 },
    tags, summary: 'A new login challenge (ALTCHA proof of work) and its id',
    schema: { response: captchaAnswer },
    handler: (req) => issueChallenge(req.server.db),
  }),
  route({
    method: 'POST', url: '/validate/checkLogin', auth: 'none', rateLimit: { max: loginPerIpPerMinute, timeWindow: 60_000 },
    tags, summary: 'Whether logging in as this account from this device needs a solved challenge now',
    schema: { body: accountBody, response: captchaRequiredAnswer },
    handler: async (req) => {
      const { subject, deviceId } = await loginParty(req);
      return { captchaRequired: deviceId === null && (await challengeDue(req.server.db, subject)) };
    },
  }),
];
