import { describe, expect, it } from 'vitest';
import { TENANT_PICKER_PATH } from '@siipro/domain';
import { loginRedirectState, pathAfterLogin } from './rememberedPath.ts';

describe('loginRedirectState', () => {
  it('remembers the requested path with its query and hash', () => {
    expect(loginRedirectState({ pathname: '/cenit-demo/perfil', search: '?a=1', hash: '#x' })).toEqual({
      from: '/cenit-demo/perfil?a=1#x',
    });
  });

  it('does not remember the root, the login screen or the no-access screen', () => {
    expect(loginRedirectState({ pathname: '/' })).toBeUndefined();
    expect(loginRedirectState({ pathname: '/login' })).toBeUndefined();
    expect(loginRedirectState({ pathname: '/LOGIN/' })).toBeUndefined();
    expect(loginRedirectState({ pathname: '/no-access' })).toBeUndefined();
  });
});

describe('pathAfterLogin', () => {
  it('returns to the remembered path', () => {
    expect(pathAfterLogin({ from: '/cenit-demo/perfil' })).toBe('/cenit-demo/perfil');
    expect(pathAfterLogin({ from: '/obras-publicas/actividad?x=1' })).toBe('/obras-publicas/actividad?x=1');
  });

  it('goes to the workspace picker without a remembered path', () => {
    expect(pathAfterLogin(undefined)).toBe(TENANT_PICKER_PATH);
    expect(pathAfterLogin(null)).toBe(TENANT_PICKER_PATH);
    expect(pathAfterLogin({})).toBe(TENANT_PICKER_PATH);
    expect(pathAfterLogin({ from: 42 })).toBe(TENANT_PICKER_PATH);
  });

  it('never leaves the app: other hosts and protocol-relative paths go to the picker', () => {
    expect(pathAfterLogin({ from: 'https://evil.example/x' })).toBe(TENANT_PICKER_PATH);
    expect(pathAfterLogin({ from: '//evil.example/x' })).toBe(TENANT_PICKER_PATH);
    expect(pathAfterLogin({ from: '/\\evil.example' })).toBe(TENANT_PICKER_PATH);
    expect(pathAfterLogin({ from: 'cenit-demo/perfil' })).toBe(TENANT_PICKER_PATH);
  });

  it('does not send a person back to the login screen', () => {
    expect(pathAfterLogin({ from: '/login' })).toBe(TENANT_PICKER_PATH);
    expect(pathAfterLogin({ from: '/login?x=1' })).toBe(TENANT_PICKER_PATH);
  });
});
