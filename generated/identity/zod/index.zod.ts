export * from './session/session.zod';
