import { describe, expect, it } from 'vitest';
import { formatConfigJson, parseConfigJson } from './configJson.ts';
import { imageHostsFrom, isAllowedImageUrl } from './imageHosts.ts';
import { exampleDomain, validateDomain } from './domain.ts';
import { validateInviteEmail } from './email.ts';
import { cleanComment, cleanSearchTerm, validateLogin, validateWorkspaceSelection } from './forms.ts';

describe('invitation e-mail (platform §5)', () => {
  it('requires an e-mail', () => {
    expect(validateInviteEmail('')).toEqual({ ok: false, error: 'El correo electrónico es requerido' });
    expect(validateInviteEmail('   ')).toEqual({ ok: false, error: 'El correo electrónico es requerido' });
    expect(validateInviteEmail(null)).toEqual({ ok: false, error: 'El correo electrónico es requerido' });
  });

  it.each(['ana', 'ana@', 'ana@cba', '@cba.gob.ar', 'ana perez@cba.gob.ar', 'ana@@cba.gob.ar'])(
    'refuses %s',
    (email) => {
      expect(validateInviteEmail(email)).toEqual({
        ok: false,
        error: 'Por favor ingresa un correo electrónico válido',
      });
    },
  );

  it('lowercases and trims a valid e-mail', () => {
    expect(validateInviteEmail('  Ana.Perez@Cba.Gob.AR ')).toEqual({ ok: true, value: 'ana.perez@cba.gob.ar' });
  });

  // The outside probe's tries (issue 46), and their neighbours.
  it.each([
    '<script>@x.com',
    '<script>alert(1)</script>@x.com',
    'ana"@cba.gob.ar',
    '"ana perez"@cba.gob.ar',
    'ana@cba.gob.ar>',
    'ana@<cba>.gob.ar',
    '.ana@cba.gob.ar',
    'ana.@cba.gob.ar',
    'ana..perez@cba.gob.ar',
    'ana@cba..gob.ar',
    'ana@-cba.gob.ar',
    'ana@cba.gob.ar..',
    'ana@127.0.0.1',
    'ana@[127.0.0.1]',
    'ana@cba.gob.a1',
    'ana\u0000@cba.gob.ar',
    'ana‮@cba.gob.ar',
    'ana@cba.gob.ar​',
    'añá@cba.gob.ar',
    'ana@xn--cba-ñ.gob.ar',
    `${'a'.repeat(65)}@cba.gob.ar`,
    `ana@${'a'.repeat(64)}.gob.ar`,
    `ana@${'abcdefghi.'.repeat(25)}ar`,
  ])('refuses %s', (email) => {
    expect(validateInviteEmail(email)).toEqual({ ok: false, error: 'Por favor ingresa un correo electrónico válido' });
  });

  it('folds full-width letters and drops the trailing dot, so one address has one spelling', () => {
    expect(validateInviteEmail('ａｎａ＠ｃｂａ．ｇｏｂ．ａｒ')).toEqual({ ok: true, value: 'ana@cba.gob.ar' });
    expect(validateInviteEmail('Ana@Cba.Gob.Ar.')).toEqual({ ok: true, value: 'ana@cba.gob.ar' });
    expect(validateInviteEmail("o'brien+siipro@obras-publicas.example.com")).toEqual({
      ok: true,
      value: "o'brien+siipro@obras-publicas.example.com",
    });
  });
});

describe('domain (platform §5)', () => {
  it.each(['cba.gob.ar', 'mi_organismo.gob.ar', 'obras-publicas.example.com', 'Siipro.TEST'])(
    'accepts %s',
    (domain) => {
      expect(validateDomain(domain, 'siipro.gob.ar')).toEqual({ ok: true, value: domain.toLowerCase() });
    },
  );

  it.each(['', 'localhost', 'cba.a', 'cba.gob.ar1', '://cba.gob.ar', 'https://cba.gob.ar', 'cba .gob.ar', '-x'])(
    'refuses %s with the host as example',
    (domain) => {
      expect(validateDomain(domain, 'siipro.gob.ar')).toEqual({
        ok: false,
        error: 'Por favor ingresa un dominio válido (ej: siipro.gob.ar).',
      });
    },
  );
});

describe('configuration JSON (platform §5, §9)', () => {
  it('accepts objects and an empty text', () => {
    expect(parseConfigJson('{"map":{"zoom":5}}')).toEqual({ ok: true, value: { map: { zoom: 5 } } });
    expect(parseConfigJson('  ')).toEqual({ ok: true, value: {} });
  });

  it.each(['{', '{"a":1,}', '[1,2]', '3', 'null', '"texto"'])('refuses %s as "JSON inválido"', (text) => {
    expect(parseConfigJson(text)).toEqual({ ok: false, error: 'JSON inválido' });
  });

  it('refuses a configuration deeper than 20 levels or larger than 64 KB (issue 46)', () => {
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    expect(parseConfigJson(nested(20)).ok).toBe(true);
    expect(parseConfigJson(nested(21))).toEqual({
      ok: false,
      error: 'La configuración no puede anidar más de 20 niveles de objetos o listas.',
    });
    expect(parseConfigJson(nested(1000))).toEqual({
      ok: false,
      error: 'La configuración no puede anidar más de 20 niveles de objetos o listas.',
    });
    expect(parseConfigJson(`{"x":[${'['.repeat(25)}${']'.repeat(25)}]}`).ok).toBe(false);
    expect(parseConfigJson(JSON.stringify({ texto: 'x'.repeat(64 * 1024 - 20) })).ok).toBe(true);
    expect(parseConfigJson(JSON.stringify({ texto: 'ñ'.repeat(40 * 1024) }))).toEqual({
      ok: false,
      error: 'La configuración no puede superar los 64 KB.',
    });
  });

  it('pretty-prints with an indent of 2', () => {
    expect(formatConfigJson({ map: { zoom: 5 } })).toBe('{\n  "map": {\n    "zoom": 5\n  }\n}');
  });
});

describe('forms', () => {
  it('requires a workspace', () => {
    expect(validateWorkspaceSelection('')).toEqual({ ok: false, error: 'Debes seleccionar un espacio de trabajo.' });
    expect(validateWorkspaceSelection('cenit-demo')).toEqual({ ok: true, value: 'cenit-demo' });
  });

  it('requires e-mail and password to sign in', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'El correo electrónico es requerido',
      password: 'La contraseña es requerida',
    });
    expect(validateLogin({ email: 'admin@siipro.test', password: 'demo1234' })).toEqual({});
  });

  it('trims comments and search terms, ignoring empty comments', () => {
    expect(cleanComment('  Listo  ')).toBe('Listo');
    expect(cleanComment(' \n ')).toBeNull();
    expect(cleanSearchTerm('  ruta 5 ')).toBe('ruta 5');
  });
});

describe('exampleDomain', () => {
  it('shows the site’s own host only when it is a domain', () => {
    expect(exampleDomain('siipro.mininterior.gob.ar')).toBe('siipro.mininterior.gob.ar');
    expect(exampleDomain('127.0.0.1')).toBe('ejemplo.gob.ar');
    expect(exampleDomain('localhost')).toBe('ejemplo.gob.ar');
    expect(exampleDomain(undefined)).toBe('ejemplo.gob.ar');
  });
});

describe('image hosts (issue 46)', () => {
  it('takes no host from a tile template that is a data: image (the e2e base maps), so no empty source', () => {
    const hosts = imageHostsFrom(undefined, ['data:image/png;base64,iVBORw0KGgo=', 'blob:x']);
    expect(hosts).not.toContain('');
    expect(hosts).toContain('tile.openstreetmap.org');
  });

  it('allows the sign-in provider’s avatars, the configured hosts and the tile servers, nothing else', () => {
    const hosts = imageHostsFrom(' Logos.Cba.gob.ar, https://cdn.example.gob.ar/img ,, ', [
      'https://tiles.example.gob.ar/{z}/{x}/{-y}.png',
      undefined,
    ]);
    expect(hosts).toEqual(
      expect.arrayContaining([
        'lh3.googleusercontent.com',
        'logos.cba.gob.ar',
        'cdn.example.gob.ar',
        'tile.openstreetmap.org',
        'wms.ign.gob.ar',
        'tiles.example.gob.ar',
      ]),
    );
    expect(isAllowedImageUrl('https://logos.cba.gob.ar/escudo.png', hosts)).toBe(true);
    expect(isAllowedImageUrl('https://LH3.googleusercontent.com/a/foto', hosts)).toBe(true);
    for (const url of [
      'https://atacante.example/pixel.png',
      'http://logos.cba.gob.ar/escudo.png',
      'https://logos.cba.gob.ar.atacante.example/x.png',
      'https://usuario@logos.cba.gob.ar/x.png',
      'javascript:alert(1)',
      'no es una url',
    ]) {
      expect(isAllowedImageUrl(url, hosts), url).toBe(false);
    }
  });
});
