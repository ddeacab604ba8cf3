export * from './session/session';
