export * from './permissions.ts';
export * from './settingsMenu.ts';
