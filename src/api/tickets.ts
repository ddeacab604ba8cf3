/** Alerts and tickets (monitor API), as the screens use them. */
export * from '../../generated/monitor/hooks/tickets/tickets';
