export * from './tickets/tickets.zod';
