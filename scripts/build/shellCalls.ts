import type { Plugin } from 'vite';
import { API_BASE } from '../../common/apiBase.ts';
import { SHELL_CALLS_GLOBAL, SHELL_CALLS_KEY, TOKEN_KEY } from '../../common/shell/shellCalls.ts';

// The shell's inline script that sends a returning user's first calls at launch (common/shell/shellCalls.ts says
// why). It reads what the last opening at the launch's address sent and sends it again with the session's token,
// leaving the answers for the app's client. Only calls to this origin's API are sent: the token goes nowhere else.
// No stored token (logged out), nothing remembered or an unreadable storage: it sends nothing. The launch from the
// home screen icon (the manifest's start url, `#/`) lands on home, so it sends what home sent. As the app's own first
// calls (src/engine/firstCallsAhead.ts), each call after the first leaves a task later: a dashboard's tiles sent in
// the task that parses the shell would lengthen it by each.

/**
 * What the script takes from the app: where an empty route lands, the header that marks the gray release, and the
 * window name of the studio's preview frame (it draws another supplier's session: it sends nothing of this phone's).
 */
export interface ShellCallsOptions {
  home: string;
  grayHeader: string;
  previewFrame: string;
}

/** The script's text (ES5: it runs before any of the app's code, on any phone that opens the shell). */
export function shellCallsScript({ home, grayHeader, previewFrame }: ShellCallsOptions): string {
  const s = JSON.stringify;
  return `(function(){try{if(window.name===${s(previewFrame)})return;var t=localStorage.getItem(${s(TOKEN_KEY)});if(!t)return;var u=new URL(location.hash.replace(/^#/,'')||'/','http://app'),a=u.pathname+u.search;if(a==='/')a=${s(home)};var r=JSON.parse(localStorage.getItem(${s(SHELL_CALLS_KEY)})||'{}'),api=location.origin+${s(API_BASE + '/')},out=[];for(var k in r){if(k.slice(0,a.length+1)!==a+' ')continue;for(var i=0;i<r[k].length;i++){var c=r[k][i];if(typeof c.url==='string'&&c.url.indexOf(api)===0)out.push(send(c,out.length))}}if(out.length)window[${s(SHELL_CALLS_GLOBAL)}]=out}catch(e){}function send(c,i){var b=new Uint8Array(16),id='',h={},n;crypto.getRandomValues(b);for(n=0;n<16;n++)id+=(b[n]<16?'0':'')+b[n].toString(16);for(n in c.headers)h[n]=c.headers[n];h.token=t;h['Trace-Id']=id;if(c.body)h['content-type']='application/json';return{signature:c.signature,token:t,traceId:id,answer:new Promise(function(go){i?setTimeout(go,0):go()}).then(function(){return fetch(c.url,{method:c.method==='POST'?'POST':'GET',body:c.method==='POST'?c.body:undefined,headers:h,credentials:'same-origin'})}).then(function(x){return x.text().then(function(v){try{v=JSON.parse(v)}catch(e){}return{status:x.status,gray:x.headers.get(${s(grayHeader)}),body:v,url:c.url}})},function(){return null})}}})()`;
}

export function shellCalls(options: ShellCallsOptions): Plugin {
  return {
    name: 'scm-shell-calls',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // First in the head, before the preload script and the entry's tags: the answer takes a round trip to the
        // server, the code a read from the phone's cache (a returning user's), so the call leaves first.
        const at = html.indexOf('</title>') + '</title>'.length;
        return `${html.slice(0, at)}\n    <script>${shellCallsScript(options)}</script>${html.slice(at)}`;
      },
    },
  };
}
