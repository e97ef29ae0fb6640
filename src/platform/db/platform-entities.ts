import { OutboxEvent } from '../events/outbox-event.entity.ts';

export const platformEntities = [OutboxEvent];
