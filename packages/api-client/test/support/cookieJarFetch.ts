// Node's fetch has no cookie store and ignores `credentials`, so on its own it cannot show whether the client asks
// for cookies. This fetch applies the browser's rule honestly: it keeps the Set-Cookie answers and sends them back
// only on requests whose `credentials` is 'include' (the API runs on another origin than the page in these tests).
// A client that forgot `credentials: 'include'` would lose the refresh cookie here exactly as in a browser.

export interface CookieJarFetch {
  fetch: typeof fetch;
  /** The `credentials` mode of every request the client made, in order. */
  credentialModes: RequestCredentials[];
  cookies: Map<string, string>;
}

export function createCookieJarFetch(): CookieJarFetch {
  const cookies = new Map<string, string>();
  const credentialModes: RequestCredentials[] = [];

  const jarFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    credentialModes.push(request.credentials);
    const sendsCookies = request.credentials === 'include';
    if (sendsCookies && cookies.size > 0) {
      request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(request);
    if (sendsCookies) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        const value = pair.slice(separator + 1).trim();
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    }
    return response;
  };

  return { fetch: jarFetch, credentialModes, cookies };
}
