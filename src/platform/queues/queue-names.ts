/** The BullMQ queues. Every job definition names one of these. */
export const QUEUE_NAMES = ['email', 'slack', 'notifications'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
