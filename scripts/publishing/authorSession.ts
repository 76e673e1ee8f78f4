// The page author's session for the publishing commands: they go through the server's API, so a file pushed from
// the command line is checked, stored and audited exactly as a draft saved in the studio.
//   SCM_URL              the server (default http://localhost:3000)
//   SCM_AUTHOR           the author's account (default author, the demo page author)
//   SCM_AUTHOR_PASSWORD  its password (required)

export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export interface AuthorSession {
  get<T = any>(url: string, query?: Record<string, string>): Promise<Envelope<T>>;
  post<T = any>(url: string, body: unknown): Promise<Envelope<T>>;
}

export class CommandFailure extends Error {}

export async function authorSession(env = process.env): Promise<AuthorSession> {
  const base = `${(env.SCM_URL ?? 'http://localhost:3000').replace(/\/$/, '')}/mobile/api`;
  const password = env.SCM_AUTHOR_PASSWORD;
  if (!password) throw new CommandFailure('Set SCM_AUTHOR_PASSWORD (and SCM_AUTHOR, default "author") to the page author’s login.');
  const send = async (method: string, url: string, token: string | null, body?: unknown, query?: Record<string, string>) => {
    const qs = query ? `?${new URLSearchParams(query)}` : '';
    const res = await fetch(`${base}${url}${qs}`, {
      method,
      headers: { 'accept-language': 'en', ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Envelope;
  };
  const login = await send('POST', '/mobile/scm/login', null, { account: env.SCM_AUTHOR ?? 'author', password });
  if (login.code !== 0) throw new CommandFailure(`Login failed: ${login.message}`);
  const token = login.data.token as string;
  return {
    get: (url, query) => send('GET', url, token, undefined, query),
    post: (url, body) => send('POST', url, token, body),
  };
}
