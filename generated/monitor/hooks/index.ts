export * from './tickets/tickets';
